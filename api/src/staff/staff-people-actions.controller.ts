import {
  DeletePerson,
  EndPersonSessions,
  MergePeople,
  SendPersonAccountEmail,
  UnlockPersonSignIn,
} from '@bequest/application';
import { staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { originOf } from '../http/request-context';
import { staffOf } from './staff.guard';

/** What support does for a person on request (issue 24): each with a reason, each audited. */
@Controller()
export class StaffPeopleActionsController {
  constructor(
    private readonly accountEmail: SendPersonAccountEmail,
    private readonly endSessions: EndPersonSessions,
    private readonly unlockSignIn: UnlockPersonSignIn,
    private readonly mergePeople: MergePeople,
    private readonly deletePerson: DeletePerson,
  ) {}

  @Endpoint(routes.resendPersonVerification)
  async resendVerification(
    @Validated() { params, body }: Validated<typeof routes.resendPersonVerification>,
    @Req() request: Request,
  ) {
    const sent = await this.accountEmail.execute(staffOf(request), 'verification', {
      ...params,
      ...body,
      origin: originOf(request),
    });
    return sent.match(
      ({ sentTo }) => ({ message: `A new confirmation link was sent to ${sentTo}.` }),
      fail,
    );
  }

  @Endpoint(routes.sendPersonPasswordReset)
  async sendPasswordReset(
    @Validated() { params, body }: Validated<typeof routes.sendPersonPasswordReset>,
    @Req() request: Request,
  ) {
    const sent = await this.accountEmail.execute(staffOf(request), 'password_reset', {
      ...params,
      ...body,
      origin: originOf(request),
    });
    return sent.match(
      ({ sentTo }) => ({ message: `A password reset link was sent to ${sentTo}.` }),
      fail,
    );
  }

  @Endpoint(routes.endPersonSessions)
  async endAllSessions(
    @Validated() { params, body }: Validated<typeof routes.endPersonSessions>,
    @Req() request: Request,
  ) {
    const ended = await this.endSessions.execute(staffOf(request), { ...params, ...body });
    return ended.match(() => ({ message: 'The person is signed out on every device.' }), fail);
  }

  @Endpoint(routes.unlockPersonSignIn)
  async unlock(
    @Validated() { params, body }: Validated<typeof routes.unlockPersonSignIn>,
    @Req() request: Request,
  ) {
    const unlocked = await this.unlockSignIn.execute(staffOf(request), { ...params, ...body });
    return unlocked.match(
      () => ({ message: 'The waits after failed sign-in attempts are lifted.' }),
      fail,
    );
  }

  @Endpoint(routes.mergePeople)
  async merge(
    @Validated() { params, body }: Validated<typeof routes.mergePeople>,
    @Req() request: Request,
  ) {
    const merged = await this.mergePeople.execute(staffOf(request), { ...params, ...body });
    return merged.match(
      ({ keptAccountId, moved }) => ({
        message: `Account ${body.mergedAccountId} was merged into this one.`,
        keptAccountId,
        moved: { ...moved },
      }),
      fail,
    );
  }

  @Endpoint(routes.deletePerson)
  async delete(
    @Validated() { params, body }: Validated<typeof routes.deletePerson>,
    @Req() request: Request,
  ) {
    const erased = await this.deletePerson.execute(staffOf(request), { ...params, ...body });
    return erased.match(
      ({ removed, kept }) => ({
        message:
          'The account and its personal data are deleted; the records the law requires are kept.',
        removed: { ...removed },
        kept: { ...kept },
      }),
      fail,
    );
  }
}
