import { EstimateShareGift } from '@bequest/application';
import { giftRoutes } from '@bequest/sdk/contract';
import { Controller, UseGuards } from '@nestjs/common';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';

/** Stock gifts (giving-and-beneficiaries.md 2.5): public, for guests too; quotes are limited. */
@Controller()
@UseGuards(RateLimitGuard)
export class StockGiftController {
  constructor(private readonly estimateShareGift: EstimateShareGift) {}

  @Endpoint(giftRoutes.estimateShareGift)
  @RateLimit('stock-quote', 60, 3600)
  async estimate(@Validated() { query }: Validated<typeof giftRoutes.estimateShareGift>) {
    return (await this.estimateShareGift.execute(query)).match((estimate) => estimate, fail);
  }
}
