import { zodResolver } from '@hookform/resolvers/zod';
import {
  ASSET_FORM_MESSAGES,
  ASSET_LIST_PATH,
  ASSET_TYPE_CHOICES,
  ASSET_TYPE_LABELS,
  ASSET_VALUE_DECIMALS,
  assetFormOf,
  assetFormSchema,
  asksDescription,
  asksOwner,
  asksPayableOnDeath,
  EMPTY_ASSET_FORM,
  FINANCIAL_INSTITUTION_CODES,
  FINANCIAL_INSTITUTIONS,
  FORM_WIDE_ERROR,
  hasPartnerStatus,
  isValidNonProbateSubmission,
  ownerOptions,
  RETIREMENT_SUB_TYPES,
  withAssetType,
  type AssetFormDraft,
  type AssetType,
  type MaritalStatus,
  type NonProbateAsset,
} from '@bequest/sdk/app';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { showApiFieldErrors } from '../../forms/api-field-errors';
import { FieldIdScope } from '../../forms/field-error';
import { FormChoices } from '../../forms/FormChoices';
import { FormFailure } from '../../forms/FormFailure';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';
import { MoneyField } from './MoneyField';
import { PayableOnDeathHelp } from './PayableOnDeathHelp';
import { useBeneficiaryPlanChanges } from './use-beneficiary-plan';

const DESCRIPTION_EXAMPLES: Partial<Record<AssetType, string>> = {
  FINANCIAL_ACCOUNT: 'For example: joint checking account, certificate of deposit',
  OTHER_RETIREMENT_ACCOUNT: 'For example: 403(b), 457(b), pension',
  CASH_VALUABLES: 'For example: cash in a safe deposit box',
};

/** An unanswered drop-down reads as null, as the asset form's answers do. */
const nullWhenEmpty = (value: string) => value || null;

const choicesOf = <Code extends string>(codes: readonly Code[], labels: Record<Code, string>) =>
  codes.map((code) => ({ value: code, label: labels[code] }));

/** Which assets a will covers and which pass outside it (giving 1, 2.3). */
const AssetKinds = () => (
  <details className="asset-kinds">
    <summary>Which assets belong in your Beneficiary Plan?</summary>
    <div className="asset-kinds__lists">
      <div>
        <h3>Probate assets: covered by your will</h3>
        <ul>
          <li>Solely-owned bank accounts</li>
          <li>Solely-owned real estate</li>
          <li>Solely-owned brokerage accounts</li>
          <li>Personal property</li>
        </ul>
      </div>
      <div>
        <h3>Non-probate assets: list them here</h3>
        <ul>
          <li>Joint accounts</li>
          <li>Joint real estate or vehicle</li>
          <li>401(k), pension or IRA</li>
          <li>Life insurance</li>
        </ul>
      </div>
    </div>
  </details>
);

/**
 * The asset's questions (giving 2.3, 4.3, 5.1): the type, with a retirement account's sub-type;
 * a description, the owner and the payable-on-death designation where the type asks them; the
 * institution, its name when Other; the value and a nickname. Changing the type clears the
 * answers it no longer asks; Save stays off while the asset belongs in the will instead. A
 * refused save shows the API's reasons and keeps every answer.
 */
export const AssetForm = ({
  asset,
  maritalStatus,
  onSaved,
  onCancel,
  onDelete,
}: {
  /** The asset edited, or null to add one. */
  readonly asset: NonProbateAsset | null;
  readonly maritalStatus: MaritalStatus | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
  /** Offers "Delete asset" when editing; a step of the /npa flow offers none. */
  readonly onDelete?: () => void;
}) => {
  const changes = useBeneficiaryPlanChanges();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = assetFormSchema({ hasPartner: hasPartnerStatus(maritalStatus) });
  const form = useForm<AssetFormDraft, unknown, AssetFormDraft>({
    resolver: zodResolver(schema),
    defaultValues: asset ? assetFormOf(asset) : EMPTY_ASSET_FORM,
  });
  const draft = form.watch();
  const { isSubmitted, isSubmitting, errors } = form.formState;
  const submittable = isValidNonProbateSubmission(draft);
  const submissionNoticeId = useId();
  const payableOnDeathId = useId();

  const followType = () => {
    const current = form.getValues();
    if (!current.assetType) return;
    const next = withAssetType(
      current,
      current.assetType,
      current.assetType === 'RETIREMENT_ACCOUNT' ? current.retirementSubType : null,
    );
    form.setValue('retirementSubType', next.retirementSubType);
    form.setValue('owner', next.owner);
    form.setValue('hasPayableOnDeathDesignation', next.hasPayableOnDeathDesignation);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const refusal = asset
      ? await changes.updateAsset(asset, values)
      : await changes.createAsset(values);
    if (!refusal) return onSaved();
    setFailure(refusal.message);
    showApiFieldErrors(form.setError, refusal.fields, {
      isField: (field) => field in EMPTY_ASSET_FORM,
    });
  });

  const describedType =
    draft.assetType === 'RETIREMENT_ACCOUNT' ? draft.retirementSubType : draft.assetType;
  const refused = isSubmitted && Object.keys(errors).length > 0;
  return (
    <FieldIdScope>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormFailure message={failure ?? (refused ? FORM_WIDE_ERROR : null)} />
          {asset?.assetType === 'FINANCIAL_ACCOUNT' && (
            <p className="notice">
              The type once called “Other assets” is now called “Financial account”.
            </p>
          )}
          <AssetKinds />
          <FormSelect
            name="assetType"
            label="What type of non-probate asset is this?"
            hint="Please do not list assets such as specific items of property or real estate."
            choices={choicesOf(ASSET_TYPE_CHOICES, ASSET_TYPE_LABELS)}
            options={{ setValueAs: nullWhenEmpty, onChange: followType }}
          />
          {draft.assetType === 'RETIREMENT_ACCOUNT' && (
            <FormSelect
              name="retirementSubType"
              label="Account Type"
              choices={choicesOf(RETIREMENT_SUB_TYPES, ASSET_TYPE_LABELS)}
              options={{ setValueAs: nullWhenEmpty, onChange: followType }}
            />
          )}
          {asksDescription(draft) && (
            <FormText
              name="description"
              label="Account description"
              hint={describedType ? DESCRIPTION_EXAMPLES[describedType] : undefined}
              autoComplete="off"
            />
          )}
          <FormSelect
            name="financialInstitution"
            label="What institution currently manages this asset?"
            choices={choicesOf(FINANCIAL_INSTITUTION_CODES, FINANCIAL_INSTITUTIONS)}
            options={{ setValueAs: nullWhenEmpty }}
          />
          {draft.financialInstitution === 'OTHER' && (
            <FormText
              name="financialInstitutionOther"
              label="Please enter the name of your institution"
              autoComplete="organization"
            />
          )}
          <MoneyField
            name="approximateValue"
            label="Approximate current value"
            hint="In whole dollars; a rough figure is enough."
            decimals={ASSET_VALUE_DECIMALS}
          />
          {asksOwner(draft) && (
            <FormChoices name="owner" legend="Owned by" choices={ownerOptions(maritalStatus)} />
          )}
          {asksPayableOnDeath(draft) && (
            <fieldset className="choices">
              <legend>Payable on death designation</legend>
              <div className="field field--checkbox">
                <input
                  id={payableOnDeathId}
                  type="checkbox"
                  {...form.register('hasPayableOnDeathDesignation')}
                />
                <label htmlFor={payableOnDeathId}>
                  Yes, this account allows me to select beneficiaries
                </label>
              </div>
              <PayableOnDeathHelp />
            </fieldset>
          )}
          <FormText name="nickname" label="Asset nickname" hint="Optional" autoComplete="off" />
          <p id={submissionNoticeId} className="notice" role="status">
            {!submittable && (
              <>
                {ASSET_FORM_MESSAGES.notNonProbate}{' '}
                <Link to={ASSET_LIST_PATH}>Go to your Asset List</Link>
              </>
            )}
          </p>
          <div className="form-actions">
            {asset && onDelete && (
              <button type="button" className="button" onClick={onDelete}>
                Delete asset
              </button>
            )}
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={isSubmitting || !submittable}
              aria-describedby={submittable ? undefined : submissionNoticeId}
            >
              Save
            </button>
          </div>
        </form>
      </FormProvider>
    </FieldIdScope>
  );
};
