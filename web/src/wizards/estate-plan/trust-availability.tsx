import { useTenant } from '@bequest/sdk/react';
import { isUsStateCode, US_STATES } from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';

export const trustNotOfferedMessage = (state: string) =>
  `We do not offer a living trust in ${isUsStateCode(state) ? US_STATES[state] : state} here. A will protects your family in every state.`;

/** Why no trust is offered, and the will instead (documents.md 5.3). */
export const TrustNotOffered = ({ state }: { readonly state: string }) => {
  usePageTitle('A living trust is not available');
  const rlt = useTenant().data?.configuration.rlt;
  return (
    <div className="step">
      <h1>A living trust is not available</h1>
      <p>{trustNotOfferedMessage(state)}</p>
      {rlt?.enabled && rlt.requiresReferrerOrCalifornia && (
        <p>
          Trusts are offered in California, or when a partner organization referred you. If you
          move, change your state in your profile.
        </p>
      )}
      <p>
        <Link className="button button--primary" to="/will">
          Make a will instead
        </Link>
      </p>
    </div>
  );
};
