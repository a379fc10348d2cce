import { zodResolver } from '@hookform/resolvers/zod';
import {
  beneficiariesFormOf,
  beneficiariesFormSchema,
  beneficiariesOf,
  FORM_WIDE_ERROR,
  offersContingentBeneficiaries,
  type BeneficiariesForm as BeneficiariesFormValues,
  type NonProbateAsset,
  type NonProbateBeneficiary,
  withoutPresetForfeit,
} from '@bequest/sdk/app';
import { useState } from 'react';
import {
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  type UseFieldArrayReturn,
} from 'react-hook-form';
import { Modal } from '../../components/Modal';
import { FormActions } from '../../forms/FormActions';
import { FieldIdScope } from '../../forms/field-error';
import { FormFailure } from '../../forms/FormFailure';
import { ShareLevelFields } from '../../wizards/estate-plan/ShareLevelFields';
import { useBeneficiaryPlanChanges } from './use-beneficiary-plan';

type Level = NonProbateBeneficiary['level'];

const LEVELS = {
  PRIMARY: {
    legend: 'Primary beneficiaries',
    item: 'Primary beneficiary',
    add: 'Add a primary beneficiary',
  },
  SECONDARY: {
    legend: 'Contingent beneficiaries, if no primary beneficiary survives you',
    item: 'Contingent beneficiary',
    add: 'Add a contingent beneficiary',
  },
} as const satisfies Record<Level, unknown>;

export const blankShare = (level: Level) => ({
  randId: null,
  level,
  kind: 'person' as const,
  name: '',
  charitableGiftId: null,
  percent: '',
});

/** One level's shares: a person or a charity from the search, and a percentage, with the total. */
const ShareLevel = ({
  level,
  shares,
}: {
  readonly level: Level;
  readonly shares: UseFieldArrayReturn<BeneficiariesFormValues, 'shares'>;
}) => (
  <ShareLevelFields
    level={level}
    copy={LEVELS[level]}
    fields={shares.fields}
    values={useFormContext<BeneficiariesFormValues>().watch('shares')}
    onAdd={() => shares.append(blankShare(level))}
    onRemove={shares.remove}
  />
);

/**
 * Who receives an asset (giving 3.3, 4.6, 5.3): primary beneficiaries, people by name or
 * charities from the nonprofit search, in shares totalling exactly 100%; contingent ones once the
 * primaries allow them. A refused save shows why and keeps every answer. `levels` shows only
 * those levels (a step of the /npa flow), keeping the others' saved shares; `added` are shares
 * offered besides the saved ones (the charities chosen a step before).
 */
export const BeneficiariesForm = ({
  asset,
  onSaved,
  onCancel,
  levels = ['PRIMARY', 'SECONDARY'],
  added = [],
  submitLabel = 'Save',
  cancelLabel,
}: {
  readonly asset: NonProbateAsset;
  /** Called with the beneficiaries saved. */
  readonly onSaved: (beneficiaries: NonProbateBeneficiary[]) => void;
  readonly onCancel: () => void;
  readonly levels?: readonly Level[];
  readonly added?: readonly BeneficiariesFormValues['shares'][number][];
  readonly submitLabel?: string;
  readonly cancelLabel?: string;
}) => {
  const changes = useBeneficiaryPlanChanges();
  const [failure, setFailure] = useState<string | null>(null);
  const hadSecondaries = asset.beneficiaries.some(
    (beneficiary) => beneficiary.level === 'SECONDARY',
  );
  const saved = beneficiariesFormOf(asset.beneficiaries).shares;
  const shown = (level: Level) => levels.includes(level);
  const starting = [...saved, ...added];
  const firstLevel = levels[0] ?? 'PRIMARY';
  const form = useForm<BeneficiariesFormValues>({
    resolver: zodResolver(beneficiariesFormSchema(hadSecondaries)),
    defaultValues: {
      shares: starting.some((share) => share.level === firstLevel)
        ? starting
        : [...starting, blankShare(firstLevel)],
    },
  });
  const shares = useFieldArray({ control: form.control, name: 'shares' });
  const offersContingent = offersContingentBeneficiaries(form.watch('shares'), hadSecondaries);
  const { isSubmitted, isSubmitting, errors } = form.formState;
  const refused = isSubmitted && Object.keys(errors).length > 0;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const beneficiaries = beneficiariesOf(values, asset.beneficiaries);
    const refusal = await changes.replaceBeneficiaries(asset, beneficiaries);
    if (refusal) setFailure(refusal.message);
    else onSaved(beneficiaries);
  });

  return (
    <FieldIdScope>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormFailure message={failure ?? (refused ? FORM_WIDE_ERROR : null)} />
          {shown('PRIMARY') && <ShareLevel level="PRIMARY" shares={shares} />}
          {shown('SECONDARY') &&
            (offersContingent ? (
              <ShareLevel level="SECONDARY" shares={shares} />
            ) : (
              <p className="field-hint">
                You can name contingent beneficiaries once your primary beneficiaries take 100%
                {hadSecondaries ? '.' : ' and at least one of them is a person.'}
              </p>
            ))}
          <FormActions
            onCancel={onCancel}
            cancelLabel={cancelLabel}
            submitLabel={submitLabel}
            submitting={isSubmitting}
          />
        </form>
      </FormProvider>
    </FieldIdScope>
  );
};

/** Choose beneficiaries, or edit them once chosen (giving 2.2), for the asset it was opened for. */
export const BeneficiariesModal = ({
  open,
  asset,
  onSaved,
  onClose,
}: {
  readonly open: boolean;
  readonly asset: NonProbateAsset | null;
  readonly onSaved: () => void;
  readonly onClose: () => void;
}) => (
  <Modal
    open={open}
    onClose={onClose}
    title={
      asset && withoutPresetForfeit(asset.beneficiaries).length > 0
        ? 'Edit beneficiary information'
        : 'Choose beneficiaries'
    }
  >
    {asset && <BeneficiariesForm asset={asset} onSaved={onSaved} onCancel={onClose} />}
  </Modal>
);
