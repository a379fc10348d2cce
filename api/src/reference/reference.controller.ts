import {
  GetMarketingStats,
  GetPartnerCustomUrl,
  SaveTraffic,
  SearchNonprofits,
} from '@bequest/application';
import { COOKIE_EXPIRY_MS, COOKIE_NAMES } from '@bequest/domain';
import { referenceRoutes } from '@bequest/sdk/contract';
import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';
import { SessionGuard } from '../http/session.guard';
import { tenantOf } from '../http/request-context';
import { validate } from '../http/validate';

/** Partners, marketing stats and traffic: public, per tenant. */
@Controller()
@UseGuards(RateLimitGuard)
export class ReferenceController {
  constructor(
    private readonly getPartnerCustomUrl: GetPartnerCustomUrl,
    private readonly getMarketingStats: GetMarketingStats,
    private readonly saveTraffic: SaveTraffic,
    private readonly searchNonprofits: SearchNonprofits,
  ) {}

  @Get('nonprofits')
  @UseGuards(SessionGuard)
  nonprofits(@Req() request: Request) {
    const { text } = validate(referenceRoutes.searchNonprofits.query, request.query);
    return this.searchNonprofits.execute(text);
  }

  @Get('partners/custom-url')
  async partner(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const query = validate(referenceRoutes.getPartnerCustomUrl.query, request.query);
    const lookup = query.urlName
      ? { product: query.product, urlName: query.urlName }
      : { product: query.product, organizationId: query.organizationId ?? '' };
    const partner = (await this.getPartnerCustomUrl.execute(lookup)).match((value) => value, fail);
    if (query.urlName)
      response.cookie(COOKIE_NAMES.partnerOrgId, partner.organizationId, {
        sameSite: 'lax',
        path: '/',
        maxAge: COOKIE_EXPIRY_MS.month,
      });
    return partner;
  }

  @Get('marketing-stats')
  stats(@Req() request: Request) {
    const { fieldNames } = validate(referenceRoutes.getMarketingStats.query, request.query);
    return this.getMarketingStats.execute(
      fieldNames
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
  }

  @Post('traffic')
  @HttpCode(200)
  @RateLimit('traffic', 120, 3600)
  async traffic(@Req() request: Request) {
    const record = validate(referenceRoutes.saveTraffic.body, request.body);
    await this.saveTraffic.execute({ tenantId: tenantOf(request).tenantId }, record);
    return { success: true };
  }
}
