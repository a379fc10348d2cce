import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { USER_EVENTS, type UserEvents } from '../ports/user-events.port';
import type { Requester } from '../shared/requester';
import { attorneyConsultEligibility, logAttorneyConsultClick } from './attorney-consult-banner';

/**
 * The attorney consultation banner's "Learn More" (documents.md 2.9, 7.6): changes nothing but is
 * logged like the other clicks, with the page and the eligible state.
 */
@injectable()
export class LogAttorneyConsultLearnMore {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(USER_EVENTS) private readonly events: UserEvents,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(requester: Requester, pageRoute: string | null): Promise<void> {
    const { state } = await attorneyConsultEligibility(this.profiles, requester);
    await logAttorneyConsultClick(
      this.events,
      requester,
      'Learn More Clicked',
      pageRoute,
      state,
      this.clock.now(),
    );
  }
}
