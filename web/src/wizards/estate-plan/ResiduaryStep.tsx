import { zodResolver } from '@hookform/resolvers/zod';
import {
  canSetSecondaries,
  levelTotal,
  residuaryForm,
  ResiduaryFormSchema,
  residuaryOf,
  type ResiduaryForm,
  type ResiduaryFormLevel,
} from '@bequest/sdk';
import { useFieldArray, useForm, useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import { FieldError, useFieldError } from '../../forms/field-error';
import { FormText } from '../../forms/FormText';
import { StepForm } from '../StepForm';
import { RecipientFields } from './RecipientFields';
import { useEstatePlanWizard } from './estate-plan-context';

const LEVELS = {
  NUMBER_1: {
    legend: 'Your beneficiaries',
    add: 'Add a beneficiary',
    item: 'Beneficiary',
  },
  NUMBER_2: {
    legend: 'Backup beneficiaries, if none of them survive you',
    add: 'Add a backup beneficiary',
    item: 'Backup beneficiary',
  },
} as const satisfies Record<ResiduaryFormLevel, unknown>;

/** One level's shares: person or charity, name and percentage, with the level's running total. */
const ShareLevel = ({
  level,
  shares,
}: {
  readonly level: ResiduaryFormLevel;
  readonly shares: UseFieldArrayReturn<ResiduaryForm, 'shares'>;
}) => {
  const { fields, append, remove } = shares;
  const values = useFormContext<ResiduaryForm>().watch('shares');
  const totalError = useFieldError(`totals.${level}`);
  const sharesError = useFieldError('shares');
  const copy = LEVELS[level];
  const id = `totals-${level}`;
  const entries = fields
    .map((field, index) => ({ field, index }))
    .filter(({ index }) => values[index]?.level === level);
  return (
    <fieldset className="items" aria-describedby={totalError ? `${id}-error` : undefined}>
      <legend>{copy.legend}</legend>
      {entries.map(({ field, index }, position) => {
        return (
          <fieldset key={field.id} className="item">
            <legend>
              {copy.item} {position + 1}
            </legend>
            <RecipientFields path={`shares.${index}`} nameField="name" />
            <FormText name={`shares.${index}.percent`} label="Share (%)" inputMode="decimal" />
            <button type="button" className="link-button" onClick={() => remove(index)}>
              Remove {copy.item.toLowerCase()} {position + 1}
            </button>
          </fieldset>
        );
      })}
      <p role="status" className="total">
        Total: {levelTotal(values, level)}% of 100%
      </p>
      <FieldError id={id} message={totalError} />
      {level === 'NUMBER_1' && <FieldError id="shares" message={sharesError} />}
      <button
        type="button"
        className="button"
        onClick={() =>
          append({ level, kind: 'person', name: '', charitableGiftId: null, percent: '' })
        }
      >
        {copy.add}
      </button>
    </fieldset>
  );
};

/**
 * Who inherits the rest (RESIDUARY; documents.md 4.3): people or charities in shares that add up
 * to exactly 100%, and backups once the secondary rules allow them.
 */
export const ResiduaryStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm<ResiduaryForm, unknown, ReturnType<typeof ResiduaryFormSchema.parse>>({
    resolver: zodResolver(ResiduaryFormSchema),
    defaultValues: residuaryForm(plan.residuaryBeneficiaries),
  });
  const fieldArray = useFieldArray({ control: form.control, name: 'shares' });
  const shares = form.watch('shares');
  const primaries = shares.filter((share) => share.level === 'NUMBER_1');
  const hasBackups = shares.some((share) => share.level === 'NUMBER_2');
  const showsBackups = canSetSecondaries(
    primaries.map((share) => ({
      allocationPercent: Number(share.percent) || 0,
      isCharitableGift: share.kind === 'charity',
    })),
    hasBackups,
  );
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) => saveStep({ residuaryBeneficiaries: residuaryOf(values) })}
      help={
        <>
          <p>
            Your estate is everything left after debts, expenses and any specific gifts. Divide it
            in percentages that add up to exactly 100%.
          </p>
          <p>
            You can leave a share to a charity: many people leave 10% or less and it costs their
            family little. If a person you name dies before you, their share goes to their
            descendants.
          </p>
        </>
      }
    >
      <ShareLevel level="NUMBER_1" shares={fieldArray} />
      {(showsBackups || hasBackups) && <ShareLevel level="NUMBER_2" shares={fieldArray} />}
    </StepForm>
  );
};

export default ResiduaryStep;
