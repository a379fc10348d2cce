import { ConfirmGift } from '@bequest/application';
import { giftRoutes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';
import { tenantOf } from '../http/request-context';
import { validate } from '../http/validate';

/** Gift confirmations (giving-and-beneficiaries.md 2.8): public, per tenant, limited per address. */
@Controller()
@UseGuards(RateLimitGuard)
export class GiftConfirmationController {
  constructor(private readonly confirmGift: ConfirmGift) {}

  @Post('gift-confirmations')
  @HttpCode(201)
  @RateLimit('gift-confirmation', 20, 3600)
  async confirm(@Req() request: Request) {
    const body = validate(giftRoutes.confirmGift.body, request.body);
    const result = await this.confirmGift.execute({ tenantId: tenantOf(request).tenantId }, body);
    return result.match((confirmation) => confirmation, fail);
  }
}
