import {
  GetMarketingStats,
  GetPartnerCustomUrl,
  SaveTraffic,
  SearchNonprofits,
} from '@bequest/application';
import { COOKIE_EXPIRY_MS, COOKIE_NAMES, type EstatePlanReferrer } from '@bequest/domain';
import { referenceRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard, RateLimitPerAddress } from '../http/rate-limit.guard';
import { tenantOf } from '../http/request-context';

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

  // Public: a guest's stock gift starts by choosing the nonprofit (ADR 0019), so the directory,
  // public data, is searched without a session, limited per client address.
  @Endpoint(routes.searchNonprofits)
  @RateLimitPerAddress('nonprofit-search', 600, 3600)
  nonprofits(@Validated() { query }: Validated<typeof routes.searchNonprofits>) {
    return this.searchNonprofits.execute(query.text);
  }

  @Endpoint(routes.getPartnerCustomUrl)
  async partner(
    @Validated() { query }: Validated<typeof routes.getPartnerCustomUrl>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const lookup = query.urlName
      ? { product: query.product, urlName: query.urlName }
      : { product: query.product, organizationId: query.organizationId ?? '' };
    const partner = (await this.getPartnerCustomUrl.execute(lookup)).match((value) => value, fail);
    if (query.urlName) {
      response.cookie(COOKIE_NAMES.partnerOrgId, partner.organizationId, {
        sameSite: 'lax',
        path: '/',
        maxAge: COOKIE_EXPIRY_MS.month,
      });
      // The plan started later takes its referrer from here (documents.md 3.1 "taken from a
      // stored value when the plan is created"): the visitor came by a partner's page.
      response.cookie(
        COOKIE_NAMES.estatePlanReferrer,
        'PARTNER_PAGE' satisfies EstatePlanReferrer,
        {
          sameSite: 'lax',
          path: '/',
          maxAge: COOKIE_EXPIRY_MS.month,
        },
      );
    }
    return partner;
  }

  @Endpoint(routes.getMarketingStats)
  stats(@Validated() { query }: Validated<typeof routes.getMarketingStats>) {
    return this.getMarketingStats.execute(
      query.fieldNames
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
  }

  @Endpoint(routes.saveTraffic)
  @HttpCode(200)
  @RateLimit('traffic', 120, 3600)
  async traffic(
    @Validated() { body }: Validated<typeof routes.saveTraffic>,
    @Req() request: Request,
  ) {
    await this.saveTraffic.execute({ tenantId: tenantOf(request).tenantId }, body);
    return { success: true } as const;
  }
}
