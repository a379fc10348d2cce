import { LogExperimentExposure, ReadExperimentArms } from '@bequest/application';
import { experimentRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';

/** The signed-in person's experiment arms and exposures (platform-core.md 9, ADR 0023). */
@Controller()
export class ExperimentsController {
  constructor(
    private readonly readArms: ReadExperimentArms,
    private readonly logExposure: LogExperimentExposure,
  ) {}

  @Endpoint(routes.getExperimentArms)
  async arms(@Req() request: Request) {
    const arms = await this.readArms.execute(requesterOf(request));
    return { arms: arms.match((value) => value, fail) };
  }

  @Endpoint(routes.logExperimentExposure)
  @HttpCode(200)
  async exposure(
    @Validated() { params }: Validated<typeof routes.logExperimentExposure>,
    @Req() request: Request,
  ) {
    const kept = await this.logExposure.execute(requesterOf(request), params.experiment);
    const { experiment, arm, forced, exposedAt } = kept.match((value) => value, fail);
    return { experiment, arm, forced, exposedAt: exposedAt.toISOString() };
  }
}
