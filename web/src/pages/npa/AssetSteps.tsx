import {
  assetTypeLabel,
  filingInstructions,
  NEW_ASSET_ID,
  offersContingentStep,
  stepAfterContingent,
  stepAfterPrimary,
  withoutPresetForfeit,
  type BeneficiaryPlan,
  type NonProbateAsset,
} from '@bequest/sdk/app';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { FieldIdScope } from '../../forms/field-error';
import { FormCheckbox } from '../../forms/FormCheckbox';
import { FormFailure } from '../../forms/FormFailure';
import { useCurrentUser } from '../../session/use-current-user';
import { CharityNameField } from '../../wizards/estate-plan/CharityNameField';
import { AssetForm } from '../beneficiary-plan/AssetForm';
import { formatDate } from '../beneficiary-plan/AssetCard';
import { BeneficiariesForm } from '../beneficiary-plan/BeneficiariesForm';
import { NonprofitsModal } from '../beneficiary-plan/NonprofitsModal';
import { OptInPreferencesForm } from '../beneficiary-plan/OptInPreferences';
import {
  useBeneficiaryPlan,
  useBeneficiaryPlanChanges,
} from '../beneficiary-plan/use-beneficiary-plan';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AssetTables, NpaStepFrame, partnerName, useNpaFlow, useStepPath } from './npa-flow';

type Plan = BeneficiaryPlan & { readonly isComplete: boolean };

/**
 * The asset a step is about, with its plan: loading first, then the step, or the not-found page
 * for an id that is not one of the person's assets (another person's included).
 */
const WithAsset = ({
  assetId,
  children,
}: {
  readonly assetId: string;
  readonly children: (asset: NonProbateAsset, plan: Plan) => ReactNode;
}) => {
  const plan = useBeneficiaryPlan();
  if (plan.isPending) return <Loading />;
  const asset = plan.data?.assets.find((candidate) => candidate.randId === assetId);
  if (!plan.data || !asset) return <NotFoundPage />;
  return <>{children(asset, plan.data)}</>;
};

const nameOf = (asset: NonProbateAsset) => asset.nickname?.trim() || assetTypeLabel(asset);

/** /npa/:assetId/plan: the asset's details, a new one for /npa/new/plan (giving 2.3, 4.2). */
export const AssetStep = ({ assetId }: { readonly assetId: string }) => {
  const user = useCurrentUser();
  const { mainBrand } = useNpaFlow();
  const navigate = useNavigate();
  const stepPath = useStepPath();
  const form = (asset: NonProbateAsset | null) => (
    <NpaStepFrame title={asset ? `Edit ${nameOf(asset)}` : 'Add an asset'}>
      <AssetForm
        asset={asset}
        maritalStatus={user.data?.activeProfile.maritalStatus ?? null}
        // A new asset is the plan's newest unfiled one: the flow resumes with it. An edited one
        // goes on to its beneficiaries while it has none, else back to its review.
        onSaved={() =>
          navigate(
            !asset
              ? '/npa'
              : withoutPresetForfeit(asset.beneficiaries).length === 0
                ? stepPath(mainBrand ? 'charity' : 'primary', { assetId })
                : stepPath('finalize', { assetId }),
          )
        }
        onCancel={() =>
          navigate(asset ? stepPath('finalize', { assetId }) : stepPath('complete-profile'))
        }
      />
    </NpaStepFrame>
  );
  if (assetId === NEW_ASSET_ID) return form(null);
  return <WithAsset assetId={assetId}>{(asset) => form(asset)}</WithAsset>;
};

interface CharityForm {
  partner: boolean;
  other: { name: string; charitableGiftId: string | null };
}

/** A charity chosen at the charity step, offered as a primary share at the next. */
export interface ChosenCharity {
  readonly name: string;
  readonly charitableGiftId: string | null;
}

/**
 * /npa/:assetId/charity (giving 2.1, 2.4): on the main brand "Before you get started – Nonprofits
 * can be beneficiaries too!" first, with the partner's logo and name; then the charities, the
 * partner preselected, which the primary step offers as shares.
 */
export const CharityStep = ({ assetId }: { readonly assetId: string }) => {
  const { partner, mainBrand } = useNpaFlow();
  const navigate = useNavigate();
  const stepPath = useStepPath();
  const [modalOpen, setModalOpen] = useState(mainBrand);
  const form = useForm<CharityForm>({
    defaultValues: { partner: partner !== null, other: { name: '', charitableGiftId: null } },
  });
  const submit = form.handleSubmit((values) => {
    const charities: ChosenCharity[] = [];
    if (partner && values.partner)
      charities.push({ name: partnerName(partner), charitableGiftId: partner.organizationId });
    if (values.other.name.trim())
      charities.push({
        name: values.other.name.trim(),
        charitableGiftId: values.other.charitableGiftId,
      });
    navigate(stepPath('primary', { assetId }), { state: { charities } });
  });
  return (
    <WithAsset assetId={assetId}>
      {(asset, plan) => (
        <NpaStepFrame title="Choose charities">
          <NonprofitsModal
            open={modalOpen}
            refOrgId={partner?.organizationId ?? plan.refOrgId}
            onContinue={() => setModalOpen(false)}
            onClose={() => navigate(stepPath('primary', { assetId }))}
          />
          <p>
            Would you like a charity to receive part or all of your {nameOf(asset)}? Choose any
            here; you set each one’s share with your other primary beneficiaries next.
          </p>
          <FieldIdScope>
            <FormProvider {...form}>
              <form onSubmit={(event) => void submit(event)} noValidate>
                {partner && <FormCheckbox name="partner" label={partnerName(partner)} />}
                <CharityNameField path="other" />
                <div className="step-actions">
                  <Link className="button" to={stepPath('primary', { assetId })}>
                    Skip
                  </Link>
                  <button className="button button--primary" type="submit">
                    Continue
                  </button>
                </div>
              </form>
            </FormProvider>
          </FieldIdScope>
        </NpaStepFrame>
      )}
    </WithAsset>
  );
};

/** /npa/:assetId/plan/primary and /contingent (giving 3.3, 4.6, 5.3): one level at a time. */
export const BeneficiaryLevelStep = ({
  assetId,
  level,
}: {
  readonly assetId: string;
  readonly level: 'PRIMARY' | 'SECONDARY';
}) => {
  const navigate = useNavigate();
  const stepPath = useStepPath();
  const state = useLocation().state as { charities?: ChosenCharity[] } | null;
  return (
    <WithAsset assetId={assetId}>
      {(asset, plan) => {
        const optIn = plan.hasPermissionToShareInfo;
        if (level === 'PRIMARY') {
          const saved = withoutPresetForfeit(asset.beneficiaries).some(
            (b) => b.level === 'PRIMARY',
          );
          const added = saved
            ? []
            : (state?.charities ?? []).map((charity) => ({
                randId: null,
                level: 'PRIMARY' as const,
                kind: 'charity' as const,
                name: charity.name,
                charitableGiftId: charity.charitableGiftId,
                percent: '',
              }));
          return (
            <NpaStepFrame title={`Who should receive your ${nameOf(asset)}?`}>
              <p>
                Your primary beneficiaries receive this asset. Give each a share; the shares must
                add up to exactly 100%.
              </p>
              <BeneficiariesForm
                asset={asset}
                levels={['PRIMARY']}
                added={added}
                submitLabel="Save and continue"
                cancelLabel="Back"
                onCancel={() => navigate(stepPath('asset', { assetId }))}
                onSaved={(beneficiaries) =>
                  navigate(
                    stepPath(stepAfterPrimary({ ...asset, beneficiaries }, optIn), { assetId }),
                  )
                }
              />
            </NpaStepFrame>
          );
        }
        const next = stepPath(stepAfterContingent(optIn), { assetId });
        const hasSecondaries = withoutPresetForfeit(asset.beneficiaries).some(
          (b) => b.level === 'SECONDARY',
        );
        return (
          <NpaStepFrame title="Who should receive it if no primary beneficiary survives you?">
            <p>
              Contingent beneficiaries receive this asset only if none of your primary beneficiaries
              survives you. Naming them is optional.
            </p>
            {hasSecondaries || offersContingentStep(asset) ? (
              <BeneficiariesForm
                asset={asset}
                levels={['SECONDARY']}
                submitLabel="Save and continue"
                cancelLabel="Back"
                onCancel={() => navigate(stepPath('primary', { assetId }))}
                onSaved={() => navigate(next)}
              />
            ) : (
              <p>
                You can name contingent beneficiaries once your primary beneficiaries take 100% and
                at least one of them is a person.
              </p>
            )}
            <Link className="link-button" to={next}>
              Skip: name no contingent beneficiaries
            </Link>
          </NpaStepFrame>
        );
      }}
    </WithAsset>
  );
};

/**
 * /npa/:assetId/plan/share-info (giving 2.4, 4.7): the opt-in preferences, whose consent also
 * lets the partner of the flow have the person's contact details.
 */
export const ShareInfoStep = ({ assetId }: { readonly assetId: string }) => {
  const { partner } = useNpaFlow();
  const navigate = useNavigate();
  const stepPath = useStepPath();
  return (
    <WithAsset assetId={assetId}>
      {(_, plan) => (
        <NpaStepFrame title="Opt-in preferences">
          <OptInPreferencesForm
            hasPermissionToShareInfo={plan.hasPermissionToShareInfo}
            partnerOrgId={partner?.organizationId ?? null}
            submitLabel="Save and continue"
            cancelLabel="Back"
            onCancel={() => navigate(stepPath('primary', { assetId }))}
            onSaved={() => navigate(stepPath('finalize', { assetId }))}
          />
        </NpaStepFrame>
      )}
    </WithAsset>
  );
};

/** /npa/:assetId/plan/finalize: the asset and its beneficiaries to check, then how to file them. */
export const FinalizeStep = ({ assetId }: { readonly assetId: string }) => {
  const stepPath = useStepPath();
  return (
    <WithAsset assetId={assetId}>
      {(asset) => (
        <NpaStepFrame title={`Review your ${nameOf(asset)}`}>
          <p>Check the asset and its beneficiaries before you file them with the institution.</p>
          <AssetTables asset={asset} />
          <ul className="plain-list">
            <li>
              <Link to={stepPath('asset', { assetId })}>Edit asset details</Link>
            </li>
            <li>
              <Link to={stepPath('primary', { assetId })}>Edit primary beneficiaries</Link>
            </li>
            <li>
              <Link to={stepPath('contingent', { assetId })}>Edit contingent beneficiaries</Link>
            </li>
          </ul>
          <Link className="button button--primary" to={stepPath('instructions', { assetId })}>
            See how to file it
          </Link>
        </NpaStepFrame>
      )}
    </WithAsset>
  );
};

/**
 * /beneficiaries/:partnerUrl/:assetId/instructions (giving 2.1): the institution-specific steps
 * to file the designation (filingInstructions), the beneficiaries to copy, then the confirmation.
 */
export const InstructionsPage = ({ assetId }: { readonly assetId: string }) => {
  const stepPath = useStepPath();
  return (
    <WithAsset assetId={assetId}>
      {(asset) => {
        const instructions = filingInstructions(asset);
        return (
          <NpaStepFrame title={`How to file your designation with ${instructions.institution}`}>
            <p>
              Your plan does not change {instructions.institution}’s records: the designation counts
              once {instructions.institution} has it. You need {instructions.form}.
            </p>
            <h2>Steps</h2>
            <ol>
              {instructions.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {instructions.note && <p className="note">{instructions.note}</p>}
            <h2>What to write on the form</h2>
            <AssetTables asset={asset} />
            <div className="step-actions">
              <Link className="button" to={stepPath('finalize', { assetId })}>
                Back
              </Link>
              <Link className="button button--primary" to={stepPath('confirmation', { assetId })}>
                I have filed it
              </Link>
            </div>
          </NpaStepFrame>
        );
      }}
    </WithAsset>
  );
};

/**
 * /beneficiaries/:partnerUrl/:assetId/confirmation (giving 2.1, 4.2): the person confirms they
 * filed the designation, which finalizes the asset (its status and date); then the next asset,
 * or the summary.
 */
export const ConfirmationPage = ({ assetId }: { readonly assetId: string }) => {
  const changes = useBeneficiaryPlanChanges();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const stepPath = useStepPath();
  return (
    <WithAsset assetId={assetId}>
      {(asset) => {
        const { institution } = filingInstructions(asset);
        if (asset.status)
          return (
            <NpaStepFrame title="Your designation is on file">
              <p role="status">
                You told us on {formatDate(asset.statusUpdatedAt ?? '')} that {institution} has your
                beneficiaries for your {nameOf(asset)}.
              </p>
              <Link className="button button--primary" to="/npa">
                Continue
              </Link>
            </NpaStepFrame>
          );
        return (
          <NpaStepFrame title={`Did you file it with ${institution}?`}>
            <FormFailure message={failure} />
            <p>
              Tell us once you have sent the form to {institution}. We will mark your{' '}
              {nameOf(asset)} as up to date.
            </p>
            <div className="step-actions">
              <Link className="button" to={stepPath('instructions', { assetId })}>
                Not yet
              </Link>
              <button
                type="button"
                className="button button--primary"
                disabled={sending}
                onClick={() => {
                  setSending(true);
                  setFailure(null);
                  void changes.finalizeAsset(asset).then((refusal) => {
                    setSending(false);
                    if (refusal) setFailure(refusal.message);
                  });
                }}
              >
                Yes, I filed it
              </button>
            </div>
          </NpaStepFrame>
        );
      }}
    </WithAsset>
  );
};
