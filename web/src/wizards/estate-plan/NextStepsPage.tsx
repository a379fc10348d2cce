import { isUsStateCode, trustSigningSteps, US_STATES, willSigningSteps } from '@bequest/sdk';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useDocumentActions } from '../../documents/use-document-actions';
import { useTenant } from '../../tenant/use-tenant';
import { useEstatePlanWizard } from './estate-plan-context';

/**
 * The next steps of a will or trust (documents.md 2.1 /will/final/download, 2.2 /rlt/final, 2.8): download, e-mail or print
 * it, how to sign it in the person's state, and the signed toggle.
 */
export const NextStepsPage = () => {
  const { flow, plan, view, profile } = useEstatePlanWizard();
  const noun = flow.planType === 'WILL' ? 'will' : 'trust';
  usePageTitle(`Your ${noun} is ready | Bequest`);
  const tenant = useTenant();
  const actions = useDocumentActions(flow.planType, plan.randId);
  const [notice, setNotice] = useState<string | null>(null);
  const settings = tenant.data?.configuration;
  const state = isUsStateCode(profile.administrativeArea) ? profile.administrativeArea : null;
  if (!view.summary.isComplete)
    return (
      <div className="step">
        <h1>Your {noun} is not finished yet</h1>
        <p>
          <Link to={flow.base}>Continue where you left off</Link>
        </p>
      </div>
    );
  return (
    <div className="step">
      <h1>Your {noun} is ready</h1>
      <div className="step-actions">
        {settings?.documentDownload && (
          <a className="button button--primary" href={actions.downloadHref} download>
            Download your {noun}
          </a>
        )}
        {settings?.documentDownload && (
          <a className="button" href={actions.printHref} target="_blank" rel="noopener">
            Print preview
          </a>
        )}
        {settings?.documentEmails && (
          <button
            type="button"
            className="button"
            onClick={async () => setNotice(await actions.email())}
          >
            E-mail it to me
          </button>
        )}
      </div>
      <p role="status" className="notice">
        {notice}
      </p>
      {state && (
        <>
          <h2>
            How to sign your {noun} in {US_STATES[state]}
          </h2>
          <ol>
            {(flow.planType === 'WILL'
              ? willSigningSteps(state)
              : trustSigningSteps(state, plan.isJoint)
            ).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
      <div className="field field--checkbox">
        <input
          id="finalized"
          type="checkbox"
          checked={Boolean(view.summary.finalizedAt)}
          onChange={async () => setNotice(await actions.toggleFinalized())}
        />
        <label htmlFor="finalized">I have signed my {noun}</label>
      </div>
      <p>
        <Link to={`${flow.base}/review`}>Change an answer</Link> ·{' '}
        <Link to="/account">Go to my account</Link>
      </p>
    </div>
  );
};

export default NextStepsPage;
