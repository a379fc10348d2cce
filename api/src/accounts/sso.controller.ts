import { CompleteSingleSignOn, ssoError, StartSingleSignOn } from '@bequest/application';
import { accountRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';
import { originOf, tenantOf } from '../http/request-context';
import { keepSignInState, startedInThisBrowser } from '../http/sign-in-state-cookie';
import { answerWithSession } from './session-answer';
import { Track } from '../analytics/track';

/** Binds a sign-in to the browser that started it, so a code cannot be planted in another. */
const STATE_COOKIE = { name: 'sso_state', path: '/v2/auth/sso' };

/**
 * Single sign-on for advisory and employer tenants (platform-core.md 2.8, 4.2): the web app asks
 * where to send the person, and hands back the provider's answer from its /callback route.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class SsoController {
  constructor(
    private readonly start: StartSingleSignOn,
    private readonly complete: CompleteSingleSignOn,
  ) {}

  @Endpoint(routes.startSingleSignOn)
  @HttpCode(200)
  @RateLimit('sso', 30, 900)
  async authorize(
    @Validated() { body }: Validated<typeof routes.startSingleSignOn>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const started = await this.start.execute({
      tenantId: tenantOf(request).tenantId,
      origin: originOf(request),
      returnPath: body.returnPath,
    });
    const { authorizationUrl } = started.match((value) => value, fail);
    keepSignInState(STATE_COOKIE, request, response, authorizationUrl);
    return { authorizationUrl };
  }

  @Endpoint(routes.completeSingleSignOn)
  @RateLimit('sso', 30, 900)
  @Track(() => ({ name: 'log_in', properties: { singleSignOn: true } }))
  async callback(
    @Validated() { body }: Validated<typeof routes.completeSingleSignOn>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    if (!startedInThisBrowser(STATE_COOKIE, request, response, body.callbackQuery))
      fail(ssoError('SSO.INVALID_STATE'));
    const grant = await this.complete.execute({
      tenantId: tenantOf(request).tenantId,
      origin: originOf(request),
      callbackQuery: body.callbackQuery,
    });
    return answerWithSession(request, response, grant);
  }
}
