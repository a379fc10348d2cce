import type { QcdView } from '@bequest/sdk/app';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormFailure } from '../../forms/FormFailure';
import { useBequest, useCancelQcd } from '@bequest/sdk/react';
import { CancelGiftQuestion } from '../giving/CancelGiftQuestion';
import { longDay } from '../stock-gifts/GiftParticulars';
import { StepHeading, StepLabel } from '../stock-gifts/stock-gift-flow';
import { QcdRoute, useQcdFlow } from './qcd-flow';
import { QCD_HEAD } from './qcd-head';
import { keptQcdPartnerPath } from './qcd-partner-path';
import { QCD_STEP_COUNT, QCD_STEP_NUMBERS, qcdLetterHref, qcdStepPath } from './qcd-paths';
import { answerRowId, QcdParticulars, type QcdProblems } from './QcdParticulars';
import { RmdEstimate } from './RmdEstimate';

const TERMS: Readonly<Record<string, string>> = {
  recipientEin: 'The charity',
  amount: 'Amount',
  distributionDate: 'Distribution date',
  'owner.birthDate': 'Date of birth',
};

/** Why the QCD could not be submitted, each problem linked to its answer; focused when it shows. */
const NotQualified = ({ message, problems }: { message: string; problems: QcdProblems }) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [problems]);
  return (
    <div className="notice form-error" role="alert" tabIndex={-1} ref={box}>
      <p>{message}</p>
      <ul>
        {Object.entries(problems).map(([answer, problem]) => (
          <li key={answer}>
            <a href={`#${answerRowId(answer)}`}>{TERMS[answer] ?? answer}</a>: {problem}
          </li>
        ))}
      </ul>
    </div>
  );
};

const Submitted = ({ qcd }: { readonly qcd: QcdView }) => {
  const custodian = qcd.custodian.otherName ?? qcd.custodian.firm;
  return (
    <>
      <p>
        Thank you! Your letter to {custodian} is ready
        {qcd.submittedOn ? `, dated ${longDay(qcd.submittedOn)}` : ''}. We also e-mailed it to{' '}
        {qcd.owner.email}.
      </p>
      <ul className="plain-list download-links">
        <li>
          <a className="button button--primary" href={qcdLetterHref(qcd.id)} download>
            Download your letter to your custodian (PDF)
          </a>
        </li>
      </ul>
      <h2>What happens next</h2>
      <ol>
        <li>Print the letter and sign it by hand: custodians ask for a handwritten signature.</li>
        <li>
          Send it to {custodian} by its secure messages or upload, or by mail, in time for{' '}
          {longDay(qcd.distributionDate)}. Some custodians have their own QCD form instead; the
          letter has everything it asks for.
        </li>
        <li>
          {custodian} pays {qcd.recipient.legalName} straight from your IRA. Ask the charity for its
          written acknowledgment, and tell whoever prepares your taxes: Form 1099-R does not say the
          distribution went to charity.
        </li>
      </ol>
    </>
  );
};

const FinalStep = () => {
  usePageTitle(QCD_HEAD.title, QCD_HEAD.description);
  const { gift: qcd, saved, failed } = useQcdFlow();
  const bequest = useBequest();
  const cancelQcd = useCancelQcd();
  const [problems, setProblems] = useState<{ message: string; fields: QcdProblems } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    setSending(true);
    setFailure(null);
    setProblems(null);
    const answer = await bequest.submitQcd({ params: { id: qcd.id } });
    setSending(false);
    if (answer.isOk()) return saved(answer.value);
    const { status, error } = answer.error;
    if (status === 422 && error.fields)
      return setProblems({ message: error.message, fields: error.fields });
    setFailure(failed(answer.error));
  };

  const title =
    qcd.status === 'DRAFT'
      ? 'Review your letter'
      : qcd.status === 'CANCELLED'
        ? 'This distribution was cancelled'
        : 'Your letter is ready';
  const partnerPath = keptQcdPartnerPath();
  return (
    <div className="page narrow">
      {qcd.status === 'DRAFT' && <StepLabel step={QCD_STEP_NUMBERS.final} of={QCD_STEP_COUNT} />}
      <StepHeading key={qcd.status}>{title}</StepHeading>
      {qcd.status === 'DRAFT' && (
        <>
          <p>
            This is what your letter of instruction to your IRA custodian will say. When you submit
            it, we check that the gift would be a qualified charitable distribution and prepare the
            letter for you to print and sign.
          </p>
          {problems && <NotQualified message={problems.message} problems={problems.fields} />}
          <FormFailure message={failure} />
        </>
      )}
      {qcd.status === 'SUBMITTED' && <Submitted qcd={qcd} />}
      <h2>Your distribution</h2>
      <QcdParticulars qcd={qcd} editable problems={problems?.fields ?? {}} />
      <RmdEstimate qcd={qcd} />
      {qcd.status === 'DRAFT' && (
        <div className="step-actions">
          <Link className="button" to={qcdStepPath(qcd.id, 'legacy')}>
            Back
          </Link>
          <button
            type="button"
            className="button button--primary"
            disabled={sending}
            onClick={() => void submit()}
          >
            Submit and get my letter
          </button>
        </div>
      )}
      {qcd.status !== 'CANCELLED' && (
        <CancelGiftQuestion
          question={`Cancel your gift to ${qcd.recipient.legalName}?${qcd.status === 'SUBMITTED' ? ' If you already sent the letter, please also ask your custodian not to act on it.' : ''}`}
          cancel={() => cancelQcd.mutateAsync({ params: { id: qcd.id } })}
          cancelled={saved}
          failed={(cancelFailure) => failed(cancelFailure)}
        />
      )}
      <p>
        <Link to="/account/qcd">See all your QCD gifts</Link>
        {partnerPath && (
          <>
            {' · '}
            <Link to={partnerPath}>Back to the charity’s page</Link>
          </>
        )}
      </p>
    </div>
  );
};

/**
 * The final step (giving 2.6 /qcd/a/qcd/{qcdId}/final): the letter's particulars to review, then
 * submitting, which the API refuses (422 QCD.NOT_QUALIFIED) with each answer at fault, shown
 * beside that answer; once submitted, the letter of instruction to download and what to do with
 * it.
 */
export const QcdFinalPage = () => (
  <QcdRoute draftOnly={false}>
    <FinalStep />
  </QcdRoute>
);
