import {
  GetCurrentUser,
  LogPasswordDismissal,
  SetPassword,
  SignUpKeepingDocuments,
  SwitchProfile,
} from '@bequest/application';
import { accountRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimit, RateLimitGuard } from '../http/rate-limit.guard';
import { originOf, requesterOf } from '../http/request-context';
import { answerWithSession } from './session-answer';

/** The signed-in person's session: current user, password, active profile. */
@Controller()
export class SessionController {
  constructor(
    private readonly getCurrentUser: GetCurrentUser,
    private readonly setPassword: SetPassword,
    private readonly switchProfile: SwitchProfile,
    private readonly logPasswordDismissal: LogPasswordDismissal,
    private readonly signUpKeeping: SignUpKeepingDocuments,
  ) {}

  @Endpoint(routes.getCurrentUser)
  async me(@Req() request: Request) {
    const user = await this.getCurrentUser.execute(requesterOf(request));
    return user.match((value) => value, fail);
  }

  // Above @Endpoint, so the attempt is counted only once the session guard has let it through.
  @UseGuards(RateLimitGuard)
  @RateLimit('sign-up', 20, 3600)
  @Endpoint(routes.signUpKeepingDocuments)
  @HttpCode(200)
  async signUpKeepingDocuments(
    @Validated() { body }: Validated<typeof routes.signUpKeepingDocuments>,
    @Req() request: Request,
  ) {
    const answer = await this.signUpKeeping.execute(requesterOf(request), {
      ...body,
      origin: originOf(request),
    });
    answer.match(() => undefined, fail);
    return { success: true } as const;
  }

  @Endpoint(routes.setPassword)
  async password(
    @Validated() { body }: Validated<typeof routes.setPassword>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const grant = await this.setPassword.execute(requesterOf(request), body);
    return answerWithSession(request, response, grant);
  }

  @Endpoint(routes.logPasswordDismissal)
  @HttpCode(200)
  async passwordDismissal(
    @Validated() { body }: Validated<typeof routes.logPasswordDismissal>,
    @Req() request: Request,
  ) {
    await this.logPasswordDismissal.execute(requesterOf(request), body.origin);
    return { logged: true } as const;
  }

  @Endpoint(routes.switchProfile)
  async profile(
    @Validated() { body }: Validated<typeof routes.switchProfile>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const grant = await this.switchProfile.execute(requesterOf(request), body.profileId);
    return answerWithSession(request, response, grant);
  }
}
