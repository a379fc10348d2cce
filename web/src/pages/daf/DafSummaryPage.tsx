import { Link, Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useCancelDafGrant } from '@bequest/sdk/react';
import { CancelGiftQuestion } from '../giving/CancelGiftQuestion';
import { longDay } from '../stock-gifts/GiftParticulars';
import { StepHeading, StepLabel } from '../stock-gifts/stock-gift-flow';
import { DafGrantRoute, useDafGrantFlow } from './daf-flow';
import { dafGrantPath, dafLetterHref, NO_PARTNER } from './daf-paths';
import { DafGrantParticulars } from './DafGrantParticulars';

const SummaryStep = () => {
  const { partner = NO_PARTNER } = useParams<{ partner: string }>();
  const { gift: grant, saved, failed } = useDafGrantFlow();
  const cancelDafGrant = useCancelDafGrant();
  const title =
    grant.status === 'CANCELLED'
      ? 'This grant was withdrawn'
      : 'Your grant recommendation is ready';
  usePageTitle(title);
  if (grant.status === 'DRAFT')
    return <Navigate to={dafGrantPath(partner, grant.id, 'confirm')} replace />;
  const sponsor = grant.sponsor.otherName ?? grant.sponsor.firm;
  return (
    <div className="page narrow">
      {grant.status !== 'CANCELLED' && <StepLabel step={3} of={3} />}
      <StepHeading key={grant.status}>{title}</StepHeading>
      {grant.status !== 'CANCELLED' && (
        <>
          <p>
            Thank you! Your recommendation of a grant to {grant.recipient.legalName} is ready
            {grant.submittedOn ? `, dated ${longDay(grant.submittedOn)}` : ''}. We also e-mailed it
            to {grant.donor.email}.
          </p>
          <ul className="plain-list download-links">
            <li>
              <a className="button button--primary" href={dafLetterHref(grant.id)} download>
                Download your grant recommendation (PDF)
              </a>
            </li>
          </ul>
          <h2>What happens next</h2>
          <ol>
            <li>
              Send the recommendation to {sponsor}, or enter it in {sponsor}’s website with the
              details it lists.
            </li>
            <li>
              {sponsor} reviews it and makes the grant, usually within a few weeks. A grant is not a
              new tax deduction for you: that was your gift to the fund.
            </li>
          </ol>
          <CancelGiftQuestion
            question={`Withdraw your grant to ${grant.recipient.legalName}? If you already sent it, please also tell ${sponsor}.`}
            cancel={() => cancelDafGrant.mutateAsync({ params: { id: grant.id } })}
            cancelled={saved}
            failed={(cancelFailure) => failed(cancelFailure)}
          />
        </>
      )}
      <h2>Your grant</h2>
      <DafGrantParticulars grant={grant} />
      <p>
        <Link to="/account/daf">See all your DAF grants</Link>
      </p>
    </div>
  );
};

/**
 * The grant's summary (giving 2.7 /daf/:partner/:dafId/summary): the recommendation to download
 * and what happens next; a draft goes back to its confirmation.
 */
export const DafSummaryPage = () => (
  <DafGrantRoute draftOnly={false}>
    <SummaryStep />
  </DafGrantRoute>
);
