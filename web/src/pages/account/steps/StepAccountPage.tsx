import { useTenant } from '@bequest/sdk/react';
import {
  documentRow,
  DOCUMENT_DISPLAY_NAMES,
  hasPartnerStatus,
  householdDisplayName,
  householdStepsPackageType,
  inSummaryOrder,
  isAttorneyDraftedVariant,
  planSummary,
  requiredDocuments,
  usDate,
  whiteLabelSteps,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { EditProfileModal } from '../../../profiles/EditProfileModal';
import { useExactPageTitle } from '../../../app/use-page-title';
import { AttorneyConsultBanner } from '../../../documents/AttorneyConsultBanner';
import { DocumentReviews } from '../DocumentReviews';
import { YearlyReview } from '../YearlyReview';
import { AttorneyConsultStatus } from './RequestStatuses';
import { useTrustAvailability } from '../../../documents/use-trust-availability';
import { hasJointTrust, householdProfiles } from '../../../session/household-profiles';
import { useCurrentUser } from '../../../session/use-current-user';
import { useFeatureFlags } from '../../../tenant/use-tenant';
import { ConsistentDocumentTable } from '../ConsistentDocumentTable';
import { HouseholdDocuments } from '../HouseholdDocuments';
import { AccountStep } from './AccountStep';
import { AttorneyDraftedSteps } from './AttorneyDraftedSteps';
import { PrintAndMailStep } from './PrintAndMailStep';
import { ProfileSummary } from './ProfileSummary';
import { StrategistCallStep } from './StrategistCallStep';
import { usePackageEvents } from './use-package-events';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The white-labeled account page (platform-core.md 2.11, 4.11): the plan, the documents, the
 * strategist call and print-and-mail as numbered steps, each unlocked by the one before; in
 * household mode for both members, and in the attorney-drafted variant with the attorney's steps.
 */
export const StepAccountPage = () => {
  useExactPageTitle('Account | Estate Planning Experience');
  const user = useCurrentUser().data;
  const tenant = useTenant().data;
  const configuration = tenant?.configuration;
  const clientCounselFlag = useFeatureFlags().FW_HAS_BEQUEST_CLIENT_COUNSEL;
  const offersTrust = useTrustAvailability();
  const household =
    configuration?.household && user && user.profiles.length > 1 ? householdProfiles(user) : null;
  const owner = household?.owner ?? user?.activeProfile;
  const packageType =
    household && user
      ? householdStepsPackageType(owner?.estatePlanPackageType ?? null, hasJointTrust(user, owner))
      : (user?.activeProfile.estatePlanPackageType ?? null);
  const events = usePackageEvents(packageType);
  const [editing, setEditing] = useState(false);
  if (!user || !tenant || !configuration || !owner) return null;
  const profile = user.activeProfile;
  if (!packageType && !household && configuration.chooseYourPlan)
    return <Navigate to="/choose-your-plan" replace />;

  const members = household
    ? [owner, household.partner].filter((member) => member !== undefined)
    : [profile];
  const documents = packageType
    ? requiredDocuments(packageType, configuration.beneficiaryPlan)
    : [];
  const rows = documents.map((product) => documentRow(product, profile, configuration));
  const documentNames = documents.map((product) => DOCUMENT_DISPLAY_NAMES[product]);
  const strategist = configuration.scheduleACallWithAStrategist;
  const steps = whiteLabelSteps({
    packageType,
    strategistCallEnabled: strategist.enabled,
    members: members.map((member) => ({
      packageType: member.estatePlanPackageType ?? packageType,
      records: member,
    })),
    events: events.data ?? [],
    beneficiaryPlan: configuration.beneficiaryPlan,
    timeZone: TIME_ZONE,
  });
  const attorneyDrafted = isAttorneyDraftedVariant({
    clientCounselFlag,
    tenantId: tenant.tenantId,
    clientProductType: owner.clientProductType,
  });
  const whiteLabelledSummary =
    configuration.account.whitelabeledAccountPage.hasWhitelabeledProfileSummary;

  return (
    <div className="page">
      <h1>Hi {householdDisplayName(owner, household?.partner)}!</h1>
      <p>
        Your Wealth Advisor has highlighted the importance of estate planning, and{' '}
        {configuration.branding.tenantDisplayName} has arranged for you to make your plan here. Work
        through the steps below at your own pace; once your plan is complete, your advisor will be
        promptly notified.
      </p>
      <DocumentReviews />
      <YearlyReview />
      <AttorneyConsultBanner />
      <AttorneyConsultStatus />
      <section aria-labelledby="household-details">
        <h2 id="household-details">Household Details</h2>
        {inSummaryOrder(members).map((member) => (
          <ProfileSummary
            key={member.randId}
            profile={member}
            showGender={configuration.showGenderQuestion}
            whiteLabelled={whiteLabelledSummary}
          />
        ))}
        {household ? (
          !whiteLabelledSummary && (
            <p>
              Inaccurate or outdated info? <Link to="/household">Edit profile</Link>
            </p>
          )
        ) : (
          <p>
            Inaccurate or outdated info?{' '}
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              Edit profile
            </button>
          </p>
        )}
        {!whiteLabelledSummary && (
          <p>
            Not you? <Link to="/profile-selector">Switch profiles</Link>
          </p>
        )}
        {!household && (
          <EditProfileModal
            open={editing}
            onClose={() => setEditing(false)}
            profile={profile}
            showGenderQuestion={configuration.showGenderQuestion}
          />
        )}
      </section>
      <AccountStep number={1} title="Choose your plan" complete={packageType !== null}>
        <p className="step-status">{planSummary(packageType, owner.clientProductType)}</p>
        <Link to={configuration.household ? '/household' : '/choose-your-plan'}>Change plan</Link>
      </AccountStep>
      {attorneyDrafted ? (
        <AttorneyDraftedSteps />
      ) : (
        <>
          <AccountStep
            number={2}
            title={steps.documents.title}
            complete={steps.allDocumentsComplete}
            expandedByDefault={steps.documents.expandedByDefault}
            foldable={steps.documents.showToggle}
          >
            {steps.printAndMail.lastRequestedOn && (
              <p className="notice" role="note">
                You requested your documents by mail on {usDate(steps.printAndMail.lastRequestedOn)}
                . Changes you make now will not be in the copies we mailed.
              </p>
            )}
            {household ? (
              <HouseholdDocuments
                user={user}
                configuration={configuration}
                hasRltAccess={offersTrust(owner.administrativeArea)}
                page="steps"
              />
            ) : (
              <ConsistentDocumentTable rows={rows} caption="Your documents" page="steps" />
            )}
          </AccountStep>
          {events.isPending ? (
            // Steps 3 and 4 follow the package events: drawn before they arrive, a call already
            // scheduled or skipped would show as still to do, open, its buttons live (4.11).
            <p role="status">Loading your next steps…</p>
          ) : (
            <>
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
            </>
          )}
        </>
      )}
    </div>
  );
};
