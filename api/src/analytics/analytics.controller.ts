import {
  AccountSessions,
  ReadAnalyticsOptOut,
  RecordAnalyticsEvent,
  SetAnalyticsOptOut,
  type Requester,
} from '@bequest/application';
import { ANALYTICS_OPT_OUT_VALUE, COOKIE_NAMES, cookieExpiresAt } from '@bequest/domain';
import { analyticsRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { RateLimitGuard, RateLimitPerAddress } from '../http/rate-limit.guard';
import { tenantOf } from '../http/request-context';
import { isLocalRequest } from '../http/session-cookie';
import { requireCsrfProof, tokenOf } from '../http/session.guard';
import {
  analyticsContextOf,
  browserOptedOut,
  browserPrivacyOf,
  browserSignal,
} from './tracking-headers';

/** Events a browser may report per minute: a page of clicks, not a flood. */
const WEB_EVENTS_PER_MINUTE = 120;

/**
 * The web's product-analytics events and the do-not-sell choice (issue 31, ADR 0028). Both are
 * public: a visitor without an account is counted by the random id their browser keeps, and may
 * refuse to be tracked as well as anyone.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class AnalyticsController {
  constructor(
    private readonly record: RecordAnalyticsEvent,
    private readonly readOptOut: ReadAnalyticsOptOut,
    private readonly setAnalyticsOptOut: SetAnalyticsOptOut,
    private readonly sessions: AccountSessions,
  ) {}

  @Endpoint(routes.recordAnalyticsEvent)
  @HttpCode(204)
  @RateLimitPerAddress('analytics-events', WEB_EVENTS_PER_MINUTE, 60)
  async recordEvent(
    @Validated() { body }: Validated<typeof routes.recordAnalyticsEvent>,
    @Req() request: Request,
  ): Promise<undefined> {
    requireCsrfProof(request);
    const requester = await this.requesterOf(request);
    const person = requester
      ? { accountId: requester.accountId, anonymousId: body.anonymousId ?? null }
      : body.anonymousId
        ? { anonymousId: body.anonymousId }
        : null;
    // Without an account or an anonymous id there is nobody to count: nothing is kept.
    if (!person) return undefined;
    await this.record.execute({
      name: body.name,
      tenantId: tenantOf(request).tenantId,
      person,
      properties: body.properties,
      context: analyticsContextOf(request),
      privacy: browserPrivacyOf(request),
    });
    return undefined;
  }

  @Endpoint(routes.getAnalyticsOptOut)
  async getOptOut(@Req() request: Request) {
    const requester = await this.requesterOf(request);
    const optedOut =
      browserOptedOut(request) || (requester ? await this.readOptOut.execute(requester) : false);
    return { optedOut, browserSignal: browserSignal(request) };
  }

  @Endpoint(routes.setAnalyticsOptOut)
  @RateLimitPerAddress('analytics-opt-out', 30, 3600)
  async setOptOut(
    @Validated() { body }: Validated<typeof routes.setAnalyticsOptOut>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    requireCsrfProof(request);
    const requester = await this.requesterOf(request);
    if (requester) await this.setAnalyticsOptOut.execute(requester, body.optedOut);
    const cookie = {
      sameSite: 'lax' as const,
      secure: !isLocalRequest(request),
      path: '/',
      httpOnly: false,
    };
    if (body.optedOut)
      response.cookie(COOKIE_NAMES.analyticsOptOut, ANALYTICS_OPT_OUT_VALUE, {
        ...cookie,
        expires: cookieExpiresAt(COOKIE_NAMES.analyticsOptOut, new Date()) ?? undefined,
      });
    else response.clearCookie(COOKIE_NAMES.analyticsOptOut, cookie);
    return { optedOut: body.optedOut };
  }

  /** The signed-in person, when the call carries a valid session; else nobody. */
  private async requesterOf(request: Request): Promise<Requester | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const requester = await this.sessions.requesterOf(tenantOf(request).tenantId, token);
    return requester.isOk() ? requester.value : null;
  }
}
