import {
  cancelAccountCreationRoute,
  COMMON_ERROR_CODES,
  COOKIE_NAMES,
  HOUSEHOLD_FORM_MESSAGES,
  MARITAL_STATUS_LABELS,
  needsSecondMember,
  startErrorRoute,
  UNEXPECTED_ERROR,
  type CurrentUserView,
  type MaritalStatus,
} from '@bequest/sdk/app';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useExactPageTitle } from '../../app/use-page-title';
import { readCookie } from '../../browser/cookies';
import { useToast } from '../../components/Toasts';
import { FormChoices } from '../../forms/FormChoices';
import { FormFailure } from '../../forms/FormFailure';
import { FormText } from '../../forms/FormText';
import { TermsCheckbox } from '../../forms/TermsCheckbox';
import { useBequest, useRefreshCurrentUser, useTenant } from '@bequest/sdk/react';
import { householdProfiles } from '../../session/household-profiles';
import { TermsModal } from '../../session/TermsModal';
import { useCurrentUser } from '../../session/use-current-user';
import { safeRedirect } from '../../session/safe-redirect';
import { useFeatureFlags } from '../../tenant/use-tenant';
import { BackToAccount } from '../account/BackToAccount';
import { NotFoundPage } from '../not-found/NotFoundPage';
import {
  householdResolver,
  initialValues,
  type HouseholdFormContext,
  type HouseholdFormValues,
} from './household-form';
import {
  changesSavedPlan,
  householdSubmission,
  type HouseholdSubmission,
} from './household-submission';
import { ConfirmPlanChangeModal } from '../plans/ConfirmPlanChangeModal';
import { MemberFields } from './MemberFields';
import { PlanChoice } from './PlanChoice';
import { PlanQuizDialog } from './PlanQuiz';
import { ProductTypeChoice } from './ProductTypeChoice';
import { Loading } from '../../components/Loading';

const SECOND_MEMBER_TITLES: Record<MaritalStatus, string> = {
  MARRIED: 'Spouse Details',
  DOMESTIC_PARTNERSHIP: 'Partner Details',
  SINGLE: 'Secondary Household Member Details',
};

const MARITAL_CHOICES = Object.entries(MARITAL_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** The household page waits for the user, whose saved household fills it in. */
export const HouseholdPage = () => {
  const user = useCurrentUser();
  const tenant = useTenant();
  if (user.isPending || !tenant.data) return <Loading />;
  if (!tenant.data.configuration.household) return <NotFoundPage />;
  return (
    <HouseholdForm
      user={user.data?.isAuthorized ? user.data : null}
      productName={tenant.data.configuration.branding.tenantDisplayName}
    />
  );
};

/** The plan's fields, as a discarded plan change resets them. */
/** A valid form and what it submits, worked out once (it may wait for the plan-change question). */
interface ValidHousehold {
  readonly valid: HouseholdFormValues;
  readonly submission: HouseholdSubmission;
}

const PLAN_FIELDS = [
  'plan',
  'ownerCustomPlan',
  'partnerCustomPlan',
  'ownerIncapacity',
  'partnerIncapacity',
] as const satisfies readonly (keyof HouseholdFormValues)[];

/**
 * The household page (platform-core.md 2.9, 4.7-4.9): the account owner, the second member when
 * there is one, and the plan. A new household gets started with it; a saved one is updated.
 */
const HouseholdForm = ({
  user,
  productName,
}: {
  readonly user: CurrentUserView | null;
  readonly productName: string;
}) => {
  const settings = user !== null;
  const firstVisit = settings && !householdProfiles(user).owner?.estatePlanPackageType;
  const title = !settings
    ? "To get started, let's talk about your household and choose your plan"
    : firstVisit
      ? `Welcome to ${productName}`
      : 'Household Settings';
  useExactPageTitle(`${settings ? 'Household Settings' : 'Your household'} | ${productName}`);
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [quizOpen, setQuizOpen] = useState(false);
  const [confirming, setConfirming] = useState<ValidHousehold | null>(null);
  const [params] = useSearchParams();
  const clientCounselFlag = useFeatureFlags().FW_HAS_BEQUEST_CLIENT_COUNSEL;
  const context = useMemo<HouseholdFormContext>(
    () => ({
      isEditing: settings,
      clientCounselFlag,
      hasMultipleProfiles: (user?.profiles.length ?? 0) > 1,
      today: new Date(),
    }),
    [settings, user, clientCounselFlag],
  );
  const form = useForm<HouseholdFormValues, HouseholdFormContext>({
    resolver: householdResolver,
    context,
    defaultValues: initialValues(user, context.clientCounselFlag),
  });
  const values = form.watch();
  const maritalStatus = values.maritalStatus || null;
  const hasSecondMember = needsSecondMember({
    maritalStatus,
    hasMultipleProfiles: context.hasMultipleProfiles,
  });

  const save = async ({ valid, submission }: ValidHousehold) => {
    setFailure(null);
    const { owner, partner, packages, joint, clientProductType, planRoute } = submission;
    const saved = user
      ? await bequest.updateHousehold({
          body: {
            accountVersion: user.accountVersion,
            accountOwner: {
              ...owner,
              version: householdProfiles(user).owner!.version,
              estatePlanPackageType: packages.owner,
              clientProductType,
            },
            secondHouseholdMember: partner && {
              ...partner,
              version: householdProfiles(user).partner?.version,
              estatePlanPackageType: packages.partner,
            },
            isJointTrustPlanSelected: joint,
          },
        })
      : await bequest.getStarted({
          body: {
            email: valid.owner.email.trim(),
            owner,
            ...(partner ? { secondHouseholdMember: partner } : {}),
            isJointTrustPlanSelected: joint,
            ownerPackageType: packages.owner,
            partnerPackageType: packages.partner,
            clientProductType,
            termsAccepted: valid.termsAccepted,
          },
        });
    if (saved.isErr()) {
      const refusal = saved.error.error;
      // An owner under 18 ends on its error route. 4.9 step 4's e-mail whose account exists is
      // never refused: the start answers as for a new address (issue 20).
      const errorRoute = startErrorRoute(refusal.code);
      if (errorRoute) return navigate(errorRoute);
      // The fields at fault are said on the form; any other refusal is the generic error (8).
      if (refusal.code === COMMON_ERROR_CODES.invalidInput) return setFailure(refusal.message);
      return toast({ ...UNEXPECTED_ERROR, tone: 'error', persistent: true });
    }
    // A married or partnered household choosing the trust gets one joint trust (4.9).
    if (joint && partner && !(user && householdProfiles(user).owner?.rlt))
      await bequest.createDocument({
        params: { kind: 'rlt' },
        body: {
          isJoint: true,
          maritalStatus: owner.maritalStatus,
          spouse: { fullName: partner.fullName },
        },
      });
    await refreshCurrentUser();
    // 4.9 step 5: the redirect route when one was given, else the dashboard or the plan route.
    navigate(
      safeRedirect(params.get('redirect'), settings && !firstVisit ? '/account' : planRoute),
    );
  };
  const submit = form.handleSubmit(
    async (valid) => {
      const saved = user && householdProfiles(user);
      const household = { valid, submission: householdSubmission(valid, context) };
      if (
        saved &&
        changesSavedPlan(household.submission.packages, {
          owner: saved.owner?.estatePlanPackageType,
          partner: saved.partner?.estatePlanPackageType,
        })
      )
        return setConfirming(household);
      await save(household);
    },
    () => setFailure(HOUSEHOLD_FORM_MESSAGES.invalidForm),
  );
  /** "No, discard my change": the plan as it was (4.12). */
  const discardPlanChange = () => {
    setConfirming(null);
    for (const field of PLAN_FIELDS) form.resetField(field);
  };

  const ownerName = values.owner.preferredName || values.owner.first;
  const partnerName = values.secondMember.preferredName || values.secondMember.first;
  return (
    <div className="page">
      {settings && (
        <>
          <TermsModal />
          <BackToAccount />
        </>
      )}
      {!settings && <p className="step-label">Step 1</p>}
      <h1>{title}</h1>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormFailure message={failure} />
          <MemberFields group="owner" title="Account Owner Details" withAddress>
            <FormText
              name="owner.email"
              label="E-mail"
              type="email"
              autoComplete="email"
              disabled={settings}
            />
            <FormChoices name="maritalStatus" legend="Marital status" choices={MARITAL_CHOICES} />
          </MemberFields>
          {hasSecondMember && (
            <MemberFields
              group="secondMember"
              title={SECOND_MEMBER_TITLES[maritalStatus ?? 'SINGLE']}
              withAddress={!values.sameAddress}
            >
              <div className="field field--checkbox">
                <input id="sameAddress" type="checkbox" {...form.register('sameAddress')} />
                <label htmlFor="sameAddress">Lives at the account owner's address</label>
              </div>
            </MemberFields>
          )}
          {context.clientCounselFlag && <ProductTypeChoice />}
          {values.clientProductType !== 'attorney_drafted' && (
            <PlanChoice
              maritalStatus={maritalStatus}
              hasSecondMember={hasSecondMember}
              ownerName={ownerName}
              partnerName={partnerName}
              onTakeQuiz={() => setQuizOpen(true)}
            />
          )}
          {!settings && (
            <TermsCheckbox
              registration={form.register('termsAccepted')}
              error={form.formState.errors.termsAccepted?.message}
            />
          )}
          <div className="form-actions">
            {!settings && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  navigate(cancelAccountCreationRoute(readCookie(COOKIE_NAMES.partnerData)))
                }
              >
                Cancel Account Creation
              </button>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={form.formState.isSubmitting}
            >
              {settings && !firstVisit ? 'Save' : 'Save & Continue'}
            </button>
          </div>
        </form>
        <PlanQuizDialog open={quizOpen} onClose={() => setQuizOpen(false)} />
        <ConfirmPlanChangeModal
          open={confirming !== null}
          onConfirm={() => {
            if (confirming) void save(confirming);
            setConfirming(null);
          }}
          onDiscard={discardPlanChange}
        />
      </FormProvider>
    </div>
  );
};

export default HouseholdPage;
