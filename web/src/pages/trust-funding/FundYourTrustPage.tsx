import {
  ApiError,
  useSetFundingReminders,
  useTrustFunding,
  useUpdateFundingStep,
} from '@bequest/sdk/react';
import {
  FUNDING_STATUS_LABELS,
  FUNDING_STATUSES,
  fundingProgressLine,
  usDate,
  type FundingStatus,
  type TrustFundingStep,
} from '@bequest/sdk/app';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { BackToAccount } from '../account/BackToAccount';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** A step's status control: not started, in progress, or done on a day no later than today. */
const StepStatusForm = ({ step }: { readonly step: TrustFundingStep }) => {
  const update = useUpdateFundingStep();
  const [status, setStatus] = useState<FundingStatus>(step.status);
  const [doneOn, setDoneOn] = useState(step.doneOn ?? today());
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const id = step.key.replace(/[^\w-]/g, '-');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'done' && !doneOn) {
      setMessage({ text: 'Enter the day you finished this step', failed: true });
      return;
    }
    setSaving(true);
    const failure = await update(
      step.key,
      status === 'done' ? { status, doneOn } : { status, doneOn: null },
    );
    setSaving(false);
    setMessage(failure ? { text: failure, failed: true } : { text: 'Saved', failed: false });
  };
  return (
    <form className="funding-status" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`status-${id}`}>Status</label>
        <select
          id={`status-${id}`}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as FundingStatus);
            setMessage(null);
          }}
        >
          {FUNDING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {FUNDING_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {status === 'done' && (
        <div className="field">
          <label htmlFor={`done-on-${id}`}>Date done</label>
          <input
            id={`done-on-${id}`}
            type="date"
            max={today()}
            value={doneOn}
            aria-invalid={message?.failed ? true : undefined}
            aria-describedby={message?.failed ? `message-${id}` : undefined}
            onChange={(event) => setDoneOn(event.target.value)}
          />
        </div>
      )}
      <button type="submit" className="button" disabled={saving}>
        Save status<span className="visually-hidden"> of {step.label}</span>
      </button>
      {message && (
        <p id={`message-${id}`} role={message.failed ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </form>
  );
};

/** The reminder e-mails, on until every step is done unless the person turns them off. */
const RemindersControl = ({ on }: { readonly on: boolean }) => {
  const setReminders = useSetFundingReminders();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="account-step" aria-labelledby="reminders">
      <h2 id="reminders">Reminders</h2>
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={on}
            onChange={(event) =>
              void setReminders(event.target.checked).then((message) => setFailure(message))
            }
          />{' '}
          E-mail me a reminder every 30 days until every step is done
        </label>
      </div>
      <p role="status">
        {on
          ? 'Reminders are on. Turn them off here at any time.'
          : 'Reminders are off. We will not e-mail you about these steps.'}
      </p>
      {failure && <p role="alert">{failure}</p>}
    </section>
  );
};

const StepCard = ({ step }: { readonly step: TrustFundingStep }) => {
  const headingId = `step-${step.key.replace(/[^\w-]/g, '-')}`;
  return (
    <section className="account-step funding-step" aria-labelledby={headingId}>
      <h2 id={headingId}>{step.label}</h2>
      <p>
        <strong>{step.heading}</strong>
        {step.status === 'done' && step.doneOn && (
          <span className="row-note"> · Done {usDate(step.doneOn)}</span>
        )}
      </p>
      {step.reason && <p>{step.reason}</p>}
      <ol>
        {step.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      {step.alternative && <p>{step.alternative}</p>}
      {step.bring.length > 0 && (
        <>
          <h3>What to bring</h3>
          <ul>
            {step.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {step.notes.length > 0 && (
        <>
          <h3>Taxes and your mortgage</h3>
          {step.notes.map((note) => (
            <p key={note.text}>
              {note.text}
              {note.statute && <span className="row-note"> ({note.statute})</span>}
            </p>
          ))}
        </>
      )}
      <StepStatusForm step={step} />
    </section>
  );
};

/**
 * "Fund your trust" (issue 29): after the trust is finished, the step that moves each asset into
 * it (or, for retirement accounts and insurance, keeps it outside with beneficiaries named), with
 * the exact trustee title, and a status for each.
 */
export const FundYourTrustPage = () => {
  usePageTitle('Fund your trust');
  const funding = useTrustFunding();
  if (funding.isPending) return null;
  if (funding.isError) {
    const code = funding.error instanceof ApiError ? funding.error.failure.error.code : null;
    return (
      <div className="page narrow">
        <BackToAccount />
        <h1>Fund your trust</h1>
        {code === 'TRUST_FUNDING.NOT_FINISHED' ? (
          <p>
            Finish your trust first: the steps to fund it follow from the finished trust.{' '}
            <Link to="/rlt">Go to my trust</Link>
          </p>
        ) : code === 'REQUEST.NOT_FOUND' ? (
          <p>
            You have not made a living trust yet. <Link to="/rlt">Start my trust</Link>
          </p>
        ) : (
          <p role="alert">Your funding steps could not be loaded. Please reload the page.</p>
        )}
      </div>
    );
  }
  const plan = funding.data;
  return (
    <div className="page narrow">
      <BackToAccount />
      <h1>Fund your trust</h1>
      <p>
        A trust controls only what it owns. Each step below moves one of your assets into the{' '}
        {plan.trustName}, or, where that would cost you taxes, keeps it outside with the right
        beneficiaries named.
      </p>
      <section className="account-step" aria-labelledby="trustee-title">
        <h2 id="trustee-title">The title to use</h2>
        <p>Where a form asks for the new owner or the account title, write exactly:</p>
        <p className="trustee-title">
          <strong>{plan.trusteeTitle}</strong>
        </p>
        {!plan.titleDated && (
          <p>
            Replace the bracketed words with the date you signed your trust, or{' '}
            <Link to="/signing-guide/rlt">mark your trust signed</Link> and we will fill it in.
          </p>
        )}
      </section>
      <p role="status">{fundingProgressLine(plan.progress)}</p>
      {plan.steps.length === 0 ? (
        <p>
          You have not listed any assets yet. Add them to your trust’s property list or to your{' '}
          <Link to="/account/beneficiaries">Beneficiary Plan</Link>.
        </p>
      ) : (
        plan.steps.map((step) => <StepCard key={step.key} step={step} />)
      )}
      <RemindersControl on={plan.remindersOn} />
      <p className="row-note">
        These steps are general information, not legal or tax advice. Rules differ by state and by
        institution; ask an attorney, a title company or your institution when in doubt.
      </p>
    </div>
  );
};

export default FundYourTrustPage;
