import { DAF_GRANT_RULES_STATEMENT } from '@bequest/sdk/app';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormFailure } from '../../forms/FormFailure';
import { useBequest, useCancelDafGrant } from '@bequest/sdk/react';
import { CancelGiftQuestion } from '../giving/CancelGiftQuestion';
import { StepHeading, StepLabel } from '../stock-gifts/stock-gift-flow';
import { DafGrantRoute, useDafGrantFlow } from './daf-flow';
import { dafGrantPath, NO_PARTNER } from './daf-paths';
import { DafGrantParticulars } from './DafGrantParticulars';

const TITLE = 'Confirm your grant recommendation';

const ConfirmStep = () => {
  usePageTitle(TITLE);
  const { partner = NO_PARTNER } = useParams<{ partner: string }>();
  const { gift: grant, saved, failed } = useDafGrantFlow();
  const bequest = useBequest();
  const cancelDafGrant = useCancelDafGrant();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (grant.status !== 'DRAFT')
    return <Navigate to={dafGrantPath(partner, grant.id, 'summary')} replace />;

  const confirm = async () => {
    setSending(true);
    setFailure(null);
    const answer = await bequest.submitDafGrant({ params: { id: grant.id } });
    setSending(false);
    if (answer.isErr()) return setFailure(failed(answer.error));
    saved(answer.value);
    void navigate(dafGrantPath(partner, grant.id, 'summary'));
  };

  return (
    <div className="page narrow">
      <StepLabel step={2} of={3} />
      <StepHeading>{TITLE}</StepHeading>
      <p>
        This is what your grant recommendation will say. When you confirm it, we prepare it for you
        to send to your sponsor or to enter in its website, and e-mail it to you.
      </p>
      <FormFailure message={failure} />
      <DafGrantParticulars grant={grant} />
      <p>
        <Link to={dafGrantPath(partner, grant.id, 'edit')}>Change your answers</Link>
      </p>
      <h2>You confirmed</h2>
      <p>{DAF_GRANT_RULES_STATEMENT}</p>
      <div className="step-actions">
        <Link className="button" to={dafGrantPath(partner, grant.id, 'edit')}>
          Back
        </Link>
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          onClick={() => void confirm()}
        >
          Confirm my grant
        </button>
      </div>
      <CancelGiftQuestion
        question={`Withdraw your grant to ${grant.recipient.legalName}?`}
        cancel={() => cancelDafGrant.mutateAsync({ params: { id: grant.id } })}
        cancelled={saved}
        failed={(cancelFailure) => failed(cancelFailure)}
      />
    </div>
  );
};

/**
 * The confirmation (giving 2.7 /daf/:partner/:dafId/confirm): the grant recommendation to read,
 * then confirming it, which submits it; a grant already confirmed goes to its summary.
 */
export const DafConfirmPage = () => (
  <DafGrantRoute draftOnly={false}>
    <ConfirmStep />
  </DafGrantRoute>
);
