import {
  PASSWORD_DISMISSAL_VALUES,
  PASSWORD_EVENT_NAME,
  type PasswordEventOrigin,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { USER_EVENTS, type UserEvents } from '../ports/user-events.port';
import type { Requester } from '../shared/requester';

/**
 * Keeps that someone closed password creation without a password (platform-core.md 3, 4.15):
 * "password modal dismissed" from the first modal, "password notice dismissed" from the notice.
 */
@injectable()
export class LogPasswordDismissal {
  constructor(
    @inject(USER_EVENTS) private readonly events: UserEvents,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(requester: Requester, origin: PasswordEventOrigin): Promise<void> {
    return this.events.record(
      {
        tenantId: requester.tenantId,
        accountId: requester.accountId,
        profileId: requester.activeProfileId,
        eventName: PASSWORD_EVENT_NAME,
        value: PASSWORD_DISMISSAL_VALUES[origin],
        metadata: { origin },
      },
      this.clock.now(),
    );
  }
}
