import { ConfirmGift } from '@bequest/application';
import { giftRoutes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';
import { tenantOf } from '../http/request-context';

/** Gift confirmations (giving-and-beneficiaries.md 2.8): public, per tenant, limited per address. */
@Controller()
@UseGuards(RateLimitGuard)
export class GiftConfirmationController {
  constructor(private readonly confirmGift: ConfirmGift) {}

  @Endpoint(giftRoutes.confirmGift)
  @HttpCode(201)
  @RateLimit('gift-confirmation', 20, 3600)
  async confirm(
    @Validated() { body }: Validated<typeof giftRoutes.confirmGift>,
    @Req() request: Request,
  ) {
    const result = await this.confirmGift.execute({ tenantId: tenantOf(request).tenantId }, body);
    return result.match((confirmation) => confirmation, fail);
  }
}
