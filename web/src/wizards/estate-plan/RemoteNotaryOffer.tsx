import { useTenant } from '@bequest/sdk/react';
import {
  isRemoteNotaryEligible,
  US_STATES,
  type EstatePlan,
  type UsStateCode,
} from '@bequest/sdk/app';
import { useFeatureFlags } from '../../tenant/use-tenant';

/**
 * The online notarization offer of an eligible will (documents.md 4.4, 7.7): a link to the
 * deployment's notarization service, shown only when one is set.
 */
export const RemoteNotaryOffer = ({
  plan,
  state,
}: {
  readonly plan: EstatePlan;
  readonly state: UsStateCode | null;
}) => {
  const link = useTenant().data?.remoteNotaryLink;
  const flags = useFeatureFlags();
  const eligible = isRemoteNotaryEligible({
    remoteWitnessFlag: flags.FW_REMOTE_WITNESS,
    state,
    planType: plan.planType,
    isSelfProved: plan.hasSelfProvingAffidavit,
    hasMirror: plan.hasMirror,
  });
  if (!link || !eligible || !state) return null;
  return (
    <section aria-labelledby="remote-notary-title">
      <h2 id="remote-notary-title">Sign online instead</h2>
      <p>
        {US_STATES[state]} lets you sign your will on a video call, with witnesses and a notary who
        join online. The notarization service guides you through it and keeps the signed copy.
      </p>
      <p>
        <a href={link} target="_blank" rel="noopener noreferrer">
          Notarize your will online (opens the notarization service in a new tab)
        </a>
      </p>
    </section>
  );
};
