import { useTenant } from '@bequest/sdk/react';
import { COOKIE_NAMES, trustOffer } from '@bequest/sdk/app';
import { useEffect, useRef } from 'react';
import { useBrowserFact } from '../browser/browser-fact';
import { readCookie } from '../browser/cookies';
import { useExperiment, useExposure } from '../experiments/use-experiment';
import { useCurrentUser } from '../session/use-current-user';

/**
 * Whether this tenant offers this person a trust in a state (documents.md 5.3): the all-states
 * rule reads the trust's referrer, the profile's trust_all_states and paid_trust flags, the
 * partner cookie and the FW_TRUST_ALL_STATES arm's has_trust_all_states. The person is exposed
 * to the experiment once an answer shown depended on their arm (ADR 0023).
 */
export const useTrustAvailability = () => {
  const tenant = useTenant();
  const profile = useCurrentUser().data?.activeProfile;
  const { view } = useExperiment('FW_TRUST_ALL_STATES');
  const expose = useExposure('FW_TRUST_ALL_STATES', view);
  const hasPartnerCookie = useBrowserFact(
    () => readCookie(COOKIE_NAMES.partnerOrgId) !== null,
    false,
  );
  const decidedByArm = useRef(false);
  useEffect(() => {
    if (decidedByArm.current) expose();
  });
  return (state: string | null | undefined, referred = false): boolean => {
    if (!tenant.data) return false;
    const hasReferrer = referred || Boolean(profile?.rlt?.referrer);
    const offer = trustOffer({
      state,
      rlt: tenant.data.configuration.rlt,
      trustHasReferrer: hasReferrer,
      trustHasReferringOrg: hasReferrer,
      trustAllStatesFlag: profile?.flags.trust_all_states,
      hasPartnerCookie,
      paidTrustFlag: profile?.flags.paid_trust === true,
      experimentHasTrustAllStates: view?.parameter === true,
    });
    if (offer.decidedByExperiment && view) decidedByArm.current = true;
    return offer.available;
  };
};
