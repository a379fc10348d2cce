import { zodResolver } from '@hookform/resolvers/zod';
import {
  canSetSecondaries,
  CHARITABLE_GIFT_PROMPTS,
  residuaryForm,
  ResiduaryFormSchema,
  residuaryOf,
  type ResiduaryForm,
  type ResiduaryFormLevel,
} from '@bequest/sdk/app';
import { useTenant } from '@bequest/sdk/react';
import { useFieldArray, useForm, useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { FieldError, useFieldError } from '../../forms/field-error';
import { StepForm } from '../StepForm';
import { ShareLevelFields } from './ShareLevelFields';
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

/** One level's shares, with the form-wide "name at least one" error under the primaries. */
const ShareLevel = ({
  level,
  shares,
}: {
  readonly level: ResiduaryFormLevel;
  readonly shares: UseFieldArrayReturn<ResiduaryForm, 'shares'>;
}) => {
  const values = useFormContext<ResiduaryForm>().watch('shares');
  const sharesError = useFieldError('shares');
  return (
    <ShareLevelFields
      level={level}
      copy={LEVELS[level]}
      fields={shares.fields}
      values={values}
      onAdd={() =>
        shares.append({ level, kind: 'person', name: '', charitableGiftId: null, percent: '' })
      }
      onRemove={shares.remove}
    >
      {level === 'NUMBER_1' && <FieldError id="shares" message={sharesError} />}
    </ShareLevelFields>
  );
};

/**
 * The shares with a charity's share added, its percentage left to fill in, when a gift's page
 * offered to add the charity to the will (`?charity=`, the QCD's legacy step, kept through the
 * steps before this one) and it is not named.
 */
const withCharityOffered = (form: ResiduaryForm, charity: string): ResiduaryForm =>
  charity.length === 0 || form.shares.some((share) => share.name === charity)
    ? form
    : {
        shares: [
          ...form.shares,
          {
            level: 'NUMBER_1',
            kind: 'charity',
            name: charity,
            charitableGiftId: null,
            percent: '',
          },
        ],
      };

/**
 * Who inherits the rest (RESIDUARY; documents.md 4.3): people or charities in shares that add up
 * to exactly 100%, and backups once the secondary rules allow them.
 */
export const ResiduaryStep = () => {
  const { plan, saveStep, step, backTo, offeredCharity = '' } = useEstatePlanWizard();
  const charity = (useSearchParams()[0].get('charity') ?? offeredCharity).trim();
  const charityTone = useTenant().data?.configuration.charityTone ?? 'default';
  const form = useForm<ResiduaryForm, unknown, ReturnType<typeof ResiduaryFormSchema.parse>>({
    resolver: zodResolver(ResiduaryFormSchema),
    defaultValues: withCharityOffered(residuaryForm(plan.residuaryBeneficiaries), charity),
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
            {CHARITABLE_GIFT_PROMPTS[charityTone]} If a person you name dies before you, their share
            goes to their descendants.
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
