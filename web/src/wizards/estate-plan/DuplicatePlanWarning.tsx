import { useTenant } from '@bequest/sdk/react';
import {
  dismissDuplicatePlanWarning,
  DUPLICATE_WARNING_STORAGE_KEY,
  parseDismissalTimes,
  showsDuplicatePlanWarning,
  type EstatePlanFlow,
  type ProfileView,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { Link } from 'react-router-dom';

/**
 * Warns a person who has started both a will and a trust (documents.md 4.2); a dismissal is
 * remembered per plan, separately for the will and the trust wizard.
 */
export const DuplicatePlanWarning = ({
  flow,
  profile,
}: {
  readonly flow: EstatePlanFlow;
  readonly profile: ProfileView;
}) => {
  const warn = useTenant().data?.configuration.warnDuplicateEstatePlanCreation ?? false;
  const key = DUPLICATE_WARNING_STORAGE_KEY[flow.planType];
  const [dismissals, setDismissals] = useState(() =>
    parseDismissalTimes(window.localStorage.getItem(key)),
  );
  const other = flow.planType === 'WILL' ? profile.rlt : profile.will;
  if (
    !other ||
    !showsDuplicatePlanWarning({
      warnDuplicateEstatePlanCreation: warn,
      otherPlanId: other.randId,
      dismissals,
    })
  )
    return null;
  const dismiss = () => {
    const next = dismissDuplicatePlanWarning(dismissals, other.randId, new Date());
    window.localStorage.setItem(key, JSON.stringify(next));
    setDismissals(next);
  };
  return (
    <section className="banner" aria-label="You have another estate plan">
      <p>
        {flow.planType === 'WILL'
          ? 'You have also started a living trust. Most people need only one plan: a living trust comes with its own pour-over will.'
          : 'You have also started a will. Most people need only one plan: this living trust comes with its own pour-over will, which replaces a separate will.'}{' '}
        <Link to={flow.planType === 'WILL' ? '/rlt' : '/will'}>
          Go to my {flow.planType === 'WILL' ? 'trust' : 'will'}
        </Link>
      </p>
      <button type="button" className="button" onClick={dismiss}>
        Dismiss
      </button>
    </section>
  );
};
