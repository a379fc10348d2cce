import { useTenant } from '@bequest/sdk/react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';

/**
 * The account page's way to read-only sharing (issue 29): once a will or trust is finished and
 * the tenant shares with nominees.
 */
export const ShareDocumentsLink = () => {
  const profile = useCurrentUser().data?.activeProfile;
  const sharing = useTenant().data?.configuration.nomineeSharing ?? false;
  const finished = Boolean(profile?.will?.isComplete || profile?.rlt?.isComplete);
  if (!sharing || !finished) return null;
  return (
    <p className="share-documents">
      <Link to="/fiduciary-shares">Share your documents read-only</Link> with the people they name,
      and see when they open them.
    </p>
  );
};
