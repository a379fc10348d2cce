import { GetTrustFunding, SetFundingReminders, UpdateFundingStep } from '@bequest/application';
import { trustFundingRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';

/** The active profile's trust funding assistant (issue 29): only the requester's own steps. */
@Controller()
export class TrustFundingController {
  constructor(
    private readonly getFunding: GetTrustFunding,
    private readonly updateStep: UpdateFundingStep,
    private readonly setReminders: SetFundingReminders,
  ) {}

  @Endpoint(routes.getTrustFunding)
  async get(@Req() request: Request) {
    return (await this.getFunding.execute(requesterOf(request))).match((v) => v, fail);
  }

  @Endpoint(routes.updateFundingStep)
  async update(
    @Validated() { params, body }: Validated<typeof routes.updateFundingStep>,
    @Req() request: Request,
  ) {
    const result = await this.updateStep.execute(requesterOf(request), params.stepKey, body);
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.setFundingReminders)
  async reminders(
    @Validated() { body }: Validated<typeof routes.setFundingReminders>,
    @Req() request: Request,
  ) {
    const result = await this.setReminders.execute(requesterOf(request), body.remindersOn);
    return result.match((v) => v, fail);
  }
}
