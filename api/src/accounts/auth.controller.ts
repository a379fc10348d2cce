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
import { accountRoutes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard, RateLimitPerAddress } from '../http/rate-limit.guard';
import { originOf, tenantOf } from '../http/request-context';
import { clearSessionCookie, knownDeviceOf } from '../http/session-cookie';
import { requireCsrfProof, tokenOf } from '../http/session.guard';
import { validate } from '../http/validate';
import { answerWithSession } from './session-answer';

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
@Controller('auth')
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

  @Post('get-started')
  @RateLimit('get-started', 20, 3600)
  async start(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const body = validate(accountRoutes.getStarted.body, request.body);
    const grant = await this.getStarted.execute({ ...scope(request), ...body });
    return answerWithSession(request, response, grant);
  }

  @Post('get-started/repeat-will-user')
  @RateLimitPerAddress('log-in', PASSWORD_ATTEMPTS_PER_ADDRESS, 900)
  async startWithPassword(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const body = validate(accountRoutes.getStartedWithPassword.body, request.body);
    const grant = await this.getStartedWithPassword.execute({
      ...scope(request),
      ...attemptOf(request),
      ...body,
    });
    return answerWithSession(request, response, grant);
  }

  @Post('sign-up')
  @HttpCode(200)
  @RateLimit('sign-up', 20, 3600)
  async register(@Req() request: Request) {
    const body = validate(accountRoutes.signUp.body, request.body);
    (await this.signUp.execute({ ...scope(request), ...body })).match(() => undefined, fail);
    return { success: true };
  }

  @Post('log-in')
  @RateLimitPerAddress('log-in', PASSWORD_ATTEMPTS_PER_ADDRESS, 900)
  async authenticate(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const body = validate(accountRoutes.logIn.body, request.body);
    const grant = await this.logIn.execute({ ...scope(request), ...attemptOf(request), ...body });
    return answerWithSession(request, response, grant);
  }

  @Post('log-out')
  @HttpCode(200)
  async end(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    // Log-out ends every session of the account: a write like any other (issue 20).
    requireCsrfProof(request);
    const requester = await this.sessions.requesterOf(tenantOf(request).tenantId, tokenOf(request));
    if (requester.isOk()) await this.logOut.execute(requester.value);
    clearSessionCookie(request, response);
    const logoutUrl = await this.singleLogout.execute(scope(request));
    return { success: true, logoutUrl };
  }

  @Post('verification-email')
  @HttpCode(200)
  @RateLimit('verification-email', 5, 3600)
  async sendVerification(@Req() request: Request) {
    const body = validate(accountRoutes.sendVerificationEmail.body, request.body);
    return this.sendVerificationEmail.execute({ ...scope(request), ...body });
  }

  @Post('verify-email')
  @RateLimit('verify-email', 20, 3600)
  async verify(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const body = validate(accountRoutes.verifyEmail.body, request.body);
    const grant = await this.verifyEmail.execute({ tenantId: tenantOf(request).tenantId, ...body });
    return answerWithSession(request, response, grant);
  }

  @Post('password-reset-request')
  @HttpCode(200)
  @RateLimit('password-reset', 5, 3600)
  async requestReset(@Req() request: Request) {
    const body = validate(accountRoutes.requestPasswordReset.body, request.body);
    await this.requestPasswordReset.execute({ ...scope(request), email: body.email });
    return { success: true };
  }

  @Post('password-reset')
  @RateLimit('password-reset', 10, 3600)
  async reset(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const body = validate(accountRoutes.resetPassword.body, request.body);
    const grant = await this.resetPassword.execute({
      tenantId: tenantOf(request).tenantId,
      deviceToken: knownDeviceOf(request),
      ...body,
    });
    return answerWithSession(request, response, grant);
  }
}
