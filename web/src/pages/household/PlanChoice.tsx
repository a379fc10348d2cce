import { useTenant } from '@bequest/sdk/react';
import { hasPartnerStatus, type MaritalStatus, type PersonalPlan } from '@bequest/sdk/app';
import { useFormContext } from 'react-hook-form';
import { FormChoices } from '../../forms/FormChoices';
import { FormSelect } from '../../forms/FormSelect';
import { BENEFICIARY_PLAN_NOTE, PLAN_GUIDANCE } from '../plans/plan-options';
import type { HouseholdFormValues } from './household-form';
import { PlanQuizLink } from './PlanQuiz';

const CUSTOM_CHOICES: readonly { value: PersonalPlan; label: string }[] = [
  { value: 'will', label: 'Last Will & Testament' },
  { value: 'trust', label: 'Individual Revocable Living Trust' },
  { value: 'incapacity_only', label: 'Incapacity-only Plan' },
];

/** The custom plan's card: the specification gives it no guidance of its own (2.9). */
const CUSTOM_PLAN_DESCRIPTION = 'Each person chooses their own plan below.';

/**
 * "Choose your plan" of the household page (platform-core.md 2.9, 4.7): one plan for the
 * household or each person's own, each card with its guidance (1), and per person the incapacity
 * documents.
 */
export const PlanChoice = ({
  maritalStatus,
  hasSecondMember,
  ownerName,
  partnerName,
  onTakeQuiz,
}: {
  readonly maritalStatus: MaritalStatus | null;
  readonly hasSecondMember: boolean;
  readonly ownerName: string;
  readonly partnerName: string;
  readonly onTakeQuiz: () => void;
}) => {
  const { watch, register } = useFormContext<HouseholdFormValues>();
  const beneficiaryPlan = useTenant().data?.configuration.beneficiaryPlan ?? false;
  const plan = watch('plan');
  const custom = plan === 'custom';
  const single = !hasPartnerStatus(maritalStatus);
  const people = [
    {
      key: 'owner' as const,
      name: ownerName,
      customField: 'ownerCustomPlan' as const,
      optIn: 'ownerIncapacity' as const,
    },
    ...(hasSecondMember
      ? [
          {
            key: 'partner' as const,
            name: partnerName,
            customField: 'partnerCustomPlan' as const,
            optIn: 'partnerIncapacity' as const,
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="choose-your-plan" className="household-plan">
      <h2 id="choose-your-plan">Choose your plan</h2>
      <FormChoices
        name="plan"
        legend="Which plan fits your household?"
        hint={beneficiaryPlan ? BENEFICIARY_PLAN_NOTE : undefined}
        choices={[
          {
            value: 'trust',
            label: single || !hasSecondMember ? 'Trust-based plan' : 'Joint Trust-based plan',
            description: PLAN_GUIDANCE.trust_based,
          },
          { value: 'will', label: 'Will-based plan', description: PLAN_GUIDANCE.will_based },
          {
            value: 'incapacity_only',
            label: 'Incapacity-only plan',
            description: PLAN_GUIDANCE.incapacity_only,
          },
          ...(hasSecondMember
            ? [
                {
                  value: 'custom',
                  label: 'Custom plan',
                  description: CUSTOM_PLAN_DESCRIPTION,
                },
              ]
            : []),
        ]}
      />
      <PlanQuizLink onOpen={onTakeQuiz} />
      {people.map((person) => {
        const choice = watch(person.customField);
        const optInId = `${person.optIn}-input`;
        return (
          <div key={person.key} className="household-plan__person">
            {custom && (
              <FormSelect
                name={person.customField}
                label={`Plan for ${person.name || 'this person'}`}
                choices={CUSTOM_CHOICES}
              />
            )}
            {!(custom && choice === 'incapacity_only') && (
              <div className="field field--checkbox">
                <input id={optInId} type="checkbox" {...register(person.optIn)} />
                <label htmlFor={optInId}>
                  Include Power of Attorney & Advance Healthcare Directive
                  {hasSecondMember ? ` for ${person.name || 'this person'}` : ''}
                </label>
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
};
