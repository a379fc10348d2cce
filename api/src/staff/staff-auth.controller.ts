import {
  CompleteStaffSignIn,
  EndStaffSession,
  ssoError,
  StartStaffSignIn,
} from '@bequest/application';
import { staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';
import { originOf } from '../http/request-context';
import { keepSignInState, startedInThisBrowser } from '../http/sign-in-state-cookie';
import { clearStaffCookie, setStaffCookie, staffSecretOf } from './staff-cookie';
import { staffOf } from './staff.guard';

/** Binds a staff sign-in to the browser that started it, as a person's single sign-on does. */
const STATE_COOKIE = { name: 'staff_sso_state', path: '/v2/staff/auth' };

/** Staff sign in at the company's OpenID provider, never with a consumer account (ADR 0022). */
@Controller()
@UseGuards(RateLimitGuard)
export class StaffAuthController {
  constructor(
    private readonly start: StartStaffSignIn,
    private readonly complete: CompleteStaffSignIn,
    private readonly endSession: EndStaffSession,
  ) {}

  @Endpoint(routes.startStaffSignIn)
  @HttpCode(200)
  @RateLimit('staff-sso', 30, 900)
  async authorize(
    @Validated() { body }: Validated<typeof routes.startStaffSignIn>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const started = await this.start.execute({
      origin: originOf(request),
      returnPath: body.returnPath,
    });
    const { authorizationUrl } = started.match((value) => value, fail);
    keepSignInState(STATE_COOKIE, request, response, authorizationUrl);
    return { authorizationUrl };
  }

  @Endpoint(routes.completeStaffSignIn)
  @HttpCode(200)
  @RateLimit('staff-sso', 30, 900)
  async callback(
    @Validated() { body }: Validated<typeof routes.completeStaffSignIn>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    if (!startedInThisBrowser(STATE_COOKIE, request, response, body.callbackQuery))
      fail(ssoError('SSO.INVALID_STATE'));
    const signedIn = await this.complete.execute({
      origin: originOf(request),
      callbackQuery: body.callbackQuery,
    });
    const { secret, expiresAt, staff, returnPath } = signedIn.match((value) => value, fail);
    setStaffCookie(request, response, secret, expiresAt);
    return { staff: { email: staff.email, name: staff.name, role: staff.role }, returnPath };
  }

  @Endpoint(routes.staffLogOut)
  @HttpCode(200)
  async logOut(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.endSession.execute(staffSecretOf(request) ?? '');
    clearStaffCookie(request, response);
    return { success: true } as const;
  }

  @Endpoint(routes.getStaffMember)
  me(@Req() request: Request) {
    const { email, name, role } = staffOf(request);
    return { email, name, role };
  }
}
