import {
  AccountSessions,
  GetStarted,
  GetStartedWithPassword,
  LogIn,
  LogOut,
  RequestPasswordReset,
  ResetPassword,
  SendVerificationEmail,
  SignUp,
  SingleSignOnLogout,
  VerifyEmail,
} from '@bequest/application';
import { accountRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard, RateLimitPerAddress } from '../http/rate-limit.guard';
import { originOf, tenantOf } from '../http/request-context';
import { clearSessionCookie, knownDeviceOf } from '../http/session-cookie';
import { requireCsrfProof, tokenOf } from '../http/session.guard';
import { answerWithSession } from './session-answer';
import { Track } from '../analytics/track';

const scope = (request: Request) => ({
  tenantId: tenantOf(request).tenantId,
  origin: originOf(request),
});

/** What sign-in throttling reads of a password attempt: its address and known-device cookie. */
const attemptOf = (request: Request) => ({
  clientAddress: request.ip ?? 'unknown',
  deviceToken: knownDeviceOf(request),
});

/** Password attempts per client address, beyond the throttle's count of wrong ones. */
const PASSWORD_ATTEMPTS_PER_ADDRESS = 100;

/** Get started, sign-up, log in and out, e-mail verification and password reset. */
@Controller()
@UseGuards(RateLimitGuard)
export class AuthController {
  constructor(
    private readonly getStarted: GetStarted,
    private readonly getStartedWithPassword: GetStartedWithPassword,
    private readonly signUp: SignUp,
    private readonly logIn: LogIn,
    private readonly sendVerificationEmail: SendVerificationEmail,
    private readonly verifyEmail: VerifyEmail,
    private readonly requestPasswordReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly sessions: AccountSessions,
    private readonly logOut: LogOut,
    private readonly singleLogout: SingleSignOnLogout,
  ) {}

  @Endpoint(routes.getStarted)
  @Track(() => ({ name: 'get_started', createsAccount: true }))
  @RateLimit('get-started', 20, 3600)
  async start(
    @Validated() { body }: Validated<typeof routes.getStarted>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const grant = await this.getStarted.execute({ ...scope(request), ...body });
    return answerWithSession(request, response, grant);
  }

  @Endpoint(routes.getStartedWithPassword)
  @Track(() => ({ name: 'get_started', properties: { repeatWillUser: true } }))
  @RateLimitPerAddress('log-in', PASSWORD_ATTEMPTS_PER_ADDRESS, 900)
  async startWithPassword(
    @Validated() { body }: Validated<typeof routes.getStartedWithPassword>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const grant = await this.getStartedWithPassword.execute({
      ...scope(request),
      ...attemptOf(request),
      ...body,
    });
    return answerWithSession(request, response, grant);
  }

  @Endpoint(routes.signUp)
  @HttpCode(200)
  @RateLimit('sign-up', 20, 3600)
  async register(@Validated() { body }: Validated<typeof routes.signUp>, @Req() request: Request) {
    (await this.signUp.execute({ ...scope(request), ...body })).match(() => undefined, fail);
    return { success: true } as const;
  }

  @Endpoint(routes.logIn)
  @Track(() => ({ name: 'log_in' }))
  @RateLimitPerAddress('log-in', PASSWORD_ATTEMPTS_PER_ADDRESS, 900)
  async authenticate(
    @Validated() { body }: Validated<typeof routes.logIn>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const grant = await this.logIn.execute({ ...scope(request), ...attemptOf(request), ...body });
    return answerWithSession(request, response, grant);
  }

  @Endpoint(routes.logOut)
  @HttpCode(200)
  async end(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    // Log-out ends every session of the account: a write like any other (issue 20).
    requireCsrfProof(request);
    const requester = await this.sessions.requesterOf(tenantOf(request).tenantId, tokenOf(request));
    if (requester.isOk()) await this.logOut.execute(requester.value);
    clearSessionCookie(request, response);
    const logoutUrl = await this.singleLogout.execute(scope(request));
    return { success: true, logoutUrl } as const;
  }

  @Endpoint(routes.sendVerificationEmail)
  @HttpCode(200)
  @RateLimit('verification-email', 5, 3600)
  async sendVerification(
    @Validated() { body }: Validated<typeof routes.sendVerificationEmail>,
    @Req() request: Request,
  ) {
    return this.sendVerificationEmail.execute({ ...scope(request), ...body });
  }

  @Endpoint(routes.verifyEmail)
  @Track(() => ({ name: 'email_verified' }))
  @RateLimit('verify-email', 20, 3600)
  async verify(
    @Validated() { body }: Validated<typeof routes.verifyEmail>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const grant = await this.verifyEmail.execute({ tenantId: tenantOf(request).tenantId, ...body });
    return answerWithSession(request, response, grant);
  }

  @Endpoint(routes.requestPasswordReset)
  @HttpCode(200)
  @RateLimit('password-reset', 5, 3600)
  async requestReset(
    @Validated() { body }: Validated<typeof routes.requestPasswordReset>,
    @Req() request: Request,
  ) {
    await this.requestPasswordReset.execute({ ...scope(request), email: body.email });
    return { success: true } as const;
  }

  @Endpoint(routes.resetPassword)
  @RateLimit('password-reset', 10, 3600)
  async reset(
    @Validated() { body }: Validated<typeof routes.resetPassword>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const grant = await this.resetPassword.execute({
      tenantId: tenantOf(request).tenantId,
      deviceToken: knownDeviceOf(request),
      ...body,
    });
    return answerWithSession(request, response, grant);
  }
}
