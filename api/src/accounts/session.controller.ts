import {
  GetCurrentUser,
  LogPasswordDismissal,
  SetPassword,
  SignUpKeepingDocuments,
  SwitchProfile,
} from '@bequest/application';
import { accountRoutes } from '@bequest/sdk/contract';
import { Controller, Get, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';
import { originOf, requesterOf } from '../http/request-context';
import { SessionGuard } from '../http/session.guard';
import { validate } from '../http/validate';
import { answerWithSession } from './session-answer';

/** The signed-in person's session: current user, password, active profile. */
@Controller()
@UseGuards(SessionGuard)
export class SessionController {
  constructor(
    private readonly getCurrentUser: GetCurrentUser,
    private readonly setPassword: SetPassword,
    private readonly switchProfile: SwitchProfile,
    private readonly logPasswordDismissal: LogPasswordDismissal,
    private readonly signUpKeeping: SignUpKeepingDocuments,
  ) {}

  @Get('me')
  async me(@Req() request: Request) {
    const user = await this.getCurrentUser.execute(requesterOf(request));
    return user.match((value) => value, fail);
  }

  @Post('auth/sign-up/keeping-documents')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('sign-up', 20, 3600)
  async signUpKeepingDocuments(@Req() request: Request) {
    const body = validate(accountRoutes.signUpKeepingDocuments.body, request.body);
    const answer = await this.signUpKeeping.execute(requesterOf(request), {
      ...body,
      origin: originOf(request),
    });
    answer.match(() => undefined, fail);
    return { success: true };
  }

  @Put('auth/password')
  async password(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const body = validate(accountRoutes.setPassword.body, request.body);
    const grant = await this.setPassword.execute(requesterOf(request), body);
    return answerWithSession(request, response, grant);
  }

  @Post('auth/password/dismissals')
  @HttpCode(200)
  async passwordDismissal(@Req() request: Request) {
    const body = validate(accountRoutes.logPasswordDismissal.body, request.body);
    await this.logPasswordDismissal.execute(requesterOf(request), body.origin);
    return { logged: true };
  }

  @Put('session/profile')
  async profile(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const body = validate(accountRoutes.switchProfile.body, request.body);
    const grant = await this.switchProfile.execute(requesterOf(request), body.profileId);
    return answerWithSession(request, response, grant);
  }
}
