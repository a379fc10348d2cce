import { isTrustAvailableInState } from '@bequest/sdk/app';
import { useCurrentUser } from '../session/use-current-user';
import { useTenant } from '../tenant/use-tenant';

/** Whether this tenant offers this person a trust in a state (documents.md 5.3). */
export const useTrustAvailability = () => {
  const tenant = useTenant();
  const profile = useCurrentUser().data?.activeProfile;
  return (state: string | null | undefined, referred = false): boolean =>
    Boolean(tenant.data) &&
    isTrustAvailableInState({
      state,
      rlt: tenant.data!.configuration.rlt,
      trustHasReferrer: referred || Boolean(profile?.rlt?.referrer),
      paidTrustFlag: false,
      showsAllStatesTrust: false,
    });
};
