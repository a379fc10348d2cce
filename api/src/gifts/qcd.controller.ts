import { CheckQcd } from '@bequest/application';
import { giftRoutes } from '@bequest/sdk/contract';
import { Controller, HttpCode, UseGuards } from '@nestjs/common';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';

/** Qualified charitable distributions (giving-and-beneficiaries.md 2.6): the RMD step's check. */
@Controller()
@UseGuards(RateLimitGuard)
export class QcdController {
  constructor(private readonly checkQcd: CheckQcd) {}

  @Endpoint(giftRoutes.checkQcd)
  @HttpCode(200)
  @RateLimit('qcd-check', 120, 3600)
  async check(@Validated() { body }: Validated<typeof giftRoutes.checkQcd>) {
    return (await this.checkQcd.execute(body)).match((answer) => answer, fail);
  }
}
