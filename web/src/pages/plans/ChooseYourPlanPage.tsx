import {
  advisorJourneySteps,
  DOCUMENT_DISPLAY_NAMES,
  requiredDocuments,
  UNEXPECTED_ERROR,
  type EstatePlanPackageType,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useExactPageTitle } from '../../app/use-page-title';
import { Modal } from '../../components/Modal';
import { useToast } from '../../components/Toasts';
import { useSavePackageType, useTenant } from '@bequest/sdk/react';
import { TermsModal } from '../../session/TermsModal';
import { useCurrentUser } from '../../session/use-current-user';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ConfirmPlanChangeModal } from './ConfirmPlanChangeModal';
import { PLAN_OPTIONS, type PlanOption } from './plan-options';

/**
 * Choose Your Plan (platform-core.md 2.10): the terms first, then the journey in section 1's
 * words (the strategist call only where the tenant offers it) and the three plans; choosing one
 * saves it and opens the account page.
 */
export const ChooseYourPlanPage = () => {
  useExactPageTitle('Choose your plan | Estate Planning Experience');
  const savePackageType = useSavePackageType();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useCurrentUser().data;
  const configuration = useTenant().data?.configuration;
  const [saving, setSaving] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [showingDocuments, setShowingDocuments] = useState<PlanOption | null>(null);
  const [changingTo, setChangingTo] = useState<EstatePlanPackageType | null>(null);
  if (!user || !configuration) return null;
  if (!configuration.chooseYourPlan) return <NotFoundPage />;

  const documentsOf = (packageType: EstatePlanPackageType) =>
    requiredDocuments(packageType, configuration.beneficiaryPlan).map(
      (product) => DOCUMENT_DISPLAY_NAMES[product],
    );

  const current = user.activeProfile.estatePlanPackageType;
  /** Another plan than the saved one is confirmed first (platform-core.md 2.12). */
  const pick = (packageType: EstatePlanPackageType) => {
    if (current && current !== packageType) setChangingTo(packageType);
    else void choose(packageType);
  };
  const choose = async (packageType: EstatePlanPackageType) => {
    setChangingTo(null);
    setSaving(true);
    const saved = await savePackageType.mutateAsync({
      body: { version: user.activeProfile.version, estatePlanPackageType: packageType },
    });
    if (saved.isErr()) {
      setSaving(false);
      return toast({ ...UNEXPECTED_ERROR, tone: 'error', persistent: true });
    }
    navigate('/account');
  };

  return (
    <div className="page">
      <TermsModal />
      {saving && (
        <div className="page-spinner" role="status">
          Saving your plan…
        </div>
      )}
      <h1>Your Estate Planning Experience</h1>
      <p id="journey-intro">
        Welcome. {configuration.branding.tenantDisplayName} offers you a complete estate plan. Here
        is how it works:
      </p>
      <ol aria-labelledby="journey-intro">
        {advisorJourneySteps(configuration.scheduleACallWithAStrategist.enabled).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <section aria-labelledby="step-1">
        <h2 id="step-1">
          <span className="step-label">Step 1</span> Choose your plan
        </h2>
        <button type="button" className="link-button" onClick={() => setComparing(true)}>
          How to decide between these options
        </button>
        <ul className="plan-cards">
          {PLAN_OPTIONS.map((option) => (
            <li key={option.packageType} className="plan-card">
              <h3>{option.title}</h3>
              {option.badge && <p className="badge">{option.badge}</p>}
              <p>{option.summary}</p>
              <button
                type="button"
                className="link-button"
                onClick={() => setShowingDocuments(option)}
                aria-label={`See what documents are included in the ${option.title.toLowerCase()}`}
              >
                See what documents are included
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={saving}
                onClick={() => pick(option.packageType)}
              >
                {option.chooseLabel}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmPlanChangeModal
        open={changingTo !== null}
        onConfirm={() => changingTo && void choose(changingTo)}
        onDiscard={() => setChangingTo(null)}
      />
      <Modal
        open={comparing}
        onClose={() => setComparing(false)}
        title="How to decide between these options"
      >
        <dl>
          {PLAN_OPTIONS.map((option) => (
            <div key={option.packageType}>
              <dt>{option.title}</dt>
              <dd>{option.bestFor}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className="button" onClick={() => setComparing(false)}>
          Close
        </button>
      </Modal>
      <Modal
        open={showingDocuments !== null}
        onClose={() => setShowingDocuments(null)}
        title={`Documents in the ${showingDocuments?.title.toLowerCase() ?? 'plan'}`}
      >
        <ul>
          {showingDocuments &&
            documentsOf(showingDocuments.packageType).map((name) => <li key={name}>{name}</li>)}
        </ul>
        <button type="button" className="button" onClick={() => setShowingDocuments(null)}>
          Close
        </button>
      </Modal>
    </div>
  );
};

export default ChooseYourPlanPage;
