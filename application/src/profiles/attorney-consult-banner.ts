import {
  ATTORNEY_CONSULT_EVENT_NAME,
  attorneyConsultState,
  type AttorneyConsultEventValue,
  type UsStateCode,
} from '@bequest/domain';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { UserEvents } from '../ports/user-events.port';
import type { Requester } from '../shared/requester';

/** The state a consultation is offered for, and the requester's own profile. */
export const attorneyConsultEligibility = async (
  profiles: ProfileRepository,
  requester: Requester,
) => {
  const stored = await profiles.listByAccount(requester.tenantId, requester.accountId);
  const own = stored.find((each) => each.profile.randId === requester.activeProfileId);
  const partner = stored.find((each) => each.profile.randId !== requester.activeProfileId);
  const state: UsStateCode | null = attorneyConsultState(
    own?.profile.administrativeArea,
    partner?.profile.administrativeArea,
  );
  return { state, own };
};

/** Logs a click on the banner as an "Attorney Consult Banner" event, with the page and the state. */
export const logAttorneyConsultClick = (
  events: UserEvents,
  requester: Requester,
  value: AttorneyConsultEventValue,
  pageRoute: string | null,
  state: UsStateCode | null,
  at: Date,
) =>
  events.record(
    {
      tenantId: requester.tenantId,
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
      eventName: ATTORNEY_CONSULT_EVENT_NAME,
      value,
      metadata: { pageRoute, eligibleStateForConsult: state },
    },
    at,
  );
