import { useTrustFunding } from '@bequest/sdk/react';
import { fundingProgressLine } from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';

/**
 * The account page's trust funding line (issue 29): once the trust is finished, how many of its
 * funding steps are done, with the way to the steps.
 */
export const TrustFundingProgress = () => {
  const finished = Boolean(useCurrentUser().data?.activeProfile.rlt?.finalizedAt);
  const funding = useTrustFunding(finished);
  if (!finished || !funding.data) return null;
  return (
    <p className="trust-funding-progress">
      Trust funding: {fundingProgressLine(funding.data.progress)}.{' '}
      <Link to="/fund-your-trust">Fund your trust</Link>
    </p>
  );
};
