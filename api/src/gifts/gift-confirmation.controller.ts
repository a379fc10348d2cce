import { ConfirmGift } from '@bequest/application';
import { giftRoutes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';
import { GiftAccessGuard } from '../http/gift-access.guard';
import { tenantOf, type BequestRequest } from '../http/request-context';

/**
 * Gift confirmations (giving-and-beneficiaries.md 2.8): public, per tenant, limited per address;
 * a signed-in donor's is delivered to the partner with consent (issue 26).
 */
@Controller()
@UseGuards(RateLimitGuard)
export class GiftConfirmationController {
  constructor(private readonly confirmGift: ConfirmGift) {}

  @Endpoint(giftRoutes.confirmGift)
  @HttpCode(201)
  @RateLimit('gift-confirmation', 20, 3600)
  // A session, when one comes, names the donor for the consented delivery (issue 26).
  @UseGuards(GiftAccessGuard)
  async confirm(
    @Validated() { body }: Validated<typeof giftRoutes.confirmGift>,
    @Req() request: Request,
  ) {
    const result = await this.confirmGift.execute(
      { tenantId: tenantOf(request).tenantId },
      body,
      (request as BequestRequest).requester ?? null,
    );
    return result.match((confirmation) => confirmation, fail);
  }
}
