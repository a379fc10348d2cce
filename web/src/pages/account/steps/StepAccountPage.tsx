import {
  displayFirstName,
  documentRow,
  DOCUMENT_DISPLAY_NAMES,
  hasPartnerStatus,
  planSummary,
  requiredDocuments,
  whiteLabelSteps,
} from '@bequest/sdk';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { EditProfileModal } from '../../../profiles/EditProfileModal';
import { usePageTitle } from '../../../app/use-page-title';
import { AttorneyConsultBanner } from '../../../documents/AttorneyConsultBanner';
import { useCurrentUser } from '../../../session/use-current-user';
import { useTenant } from '../../../tenant/use-tenant';
import { DocumentTable } from '../DocumentTable';
import { AccountStep } from './AccountStep';
import { PrintAndMailStep } from './PrintAndMailStep';
import { ProfileSummary } from './ProfileSummary';
import { StrategistCallStep } from './StrategistCallStep';
import { usePackageEvents } from './use-package-events';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The white-labelled account page (platform-core.md 2.11, 4.11): the plan, the documents, the
 * strategist call and print-and-mail as numbered steps, each unlocked by the one before.
 */
export const StepAccountPage = () => {
  usePageTitle('Account | Estate Planning Experience');
  const user = useCurrentUser().data;
  const configuration = useTenant().data?.configuration;
  const packageType = user?.activeProfile.estatePlanPackageType ?? null;
  const events = usePackageEvents(packageType);
  const [editing, setEditing] = useState(false);
  if (!user || !configuration) return null;
  const profile = user.activeProfile;
  if (!packageType && configuration.chooseYourPlan)
    return <Navigate to="/choose-your-plan" replace />;

  const documents = packageType
    ? requiredDocuments(packageType, configuration.beneficiaryPlan)
    : [];
  const rows = documents.map((product) => documentRow(product, profile, configuration));
  const documentNames = documents.map((product) => DOCUMENT_DISPLAY_NAMES[product]);
  const strategist = configuration.scheduleACallWithAStrategist;
  const steps = whiteLabelSteps({
    packageType,
    strategistCallEnabled: strategist.enabled,
    members: [{ packageType, records: profile }],
    events: events.data ?? [],
    beneficiaryPlan: configuration.beneficiaryPlan,
    timeZone: TIME_ZONE,
  });
  const name = displayFirstName(profile);
  const whiteLabelledSummary =
    configuration.account.whitelabeledAccountPage.hasWhitelabeledProfileSummary;

  return (
    <div className="page">
      <h1>Hi {name}!</h1>
      <p>
        Your Wealth Advisor has highlighted the importance of estate planning, and{' '}
        {configuration.branding.tenantDisplayName} has arranged for you to make your plan here. Work
        through the steps below at your own pace; once your plan is complete, your advisor will be
        promptly notified.
      </p>
      <AttorneyConsultBanner />
      <section aria-labelledby="household-details">
        <h2 id="household-details">Household Details</h2>
        <ProfileSummary
          profile={profile}
          showGender={configuration.showGenderQuestion}
          whiteLabelled={whiteLabelledSummary}
        />
        <p>
          Inaccurate or outdated info?{' '}
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            Edit profile
          </button>
        </p>
        {!whiteLabelledSummary && (
          <p>
            Not you? <Link to="/profile-selector">Switch profiles</Link>
          </p>
        )}
        <EditProfileModal
          open={editing}
          onClose={() => setEditing(false)}
          profile={profile}
          showGenderQuestion={configuration.showGenderQuestion}
        />
      </section>
      <AccountStep number={1} title="Choose your plan" complete={packageType !== null}>
        <p className="step-status">{planSummary(packageType, profile.clientProductType)}</p>
        <Link to="/choose-your-plan">Change plan</Link>
      </AccountStep>
      <AccountStep
        number={2}
        title={steps.documents.title}
        complete={steps.allDocumentsComplete}
        expandedByDefault={steps.documents.expandedByDefault}
        foldable={steps.documents.showToggle}
      >
        <DocumentTable rows={rows} caption="Your documents" />
      </AccountStep>
      {strategist.enabled && (
        <StrategistCallStep
          call={steps.strategistCall}
          scheduling={strategist}
          completedDocuments={documentNames}
          married={hasPartnerStatus(profile.maritalStatus)}
        />
      )}
      <PrintAndMailStep
        number={strategist.enabled ? 4 : 3}
        mail={steps.printAndMail}
        documents={documentNames}
        profile={profile}
        helpEmail={configuration.contacts.helpEmail}
      />
    </div>
  );
};
