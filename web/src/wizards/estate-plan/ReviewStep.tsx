import {
  estatePlanSectionValidations,
  flowGiftPortionPath,
  giftRecipientsText,
  fullNameToString,
  isUsStateCode,
  US_STATES,
  type EstatePlan,
  type EstatePlanFlow,
  type WizardStepKind,
} from '@bequest/sdk';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ReviewList } from '../ReviewList';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';

const names = (people: readonly { fullName: Parameters<typeof fullNameToString>[0] }[]) =>
  people.map((person) => fullNameToString(person.fullName)).join(', ') || 'None';

/** Each answer in words, under the kind of step that changes it. */
const reviewRows = (
  plan: EstatePlan,
  place: string,
): readonly (readonly [WizardStepKind, string, string])[] => [
  ['basics', 'Where you live', place],
  ['basics', 'Spouse or partner', plan.spouse ? fullNameToString(plan.spouse.fullName) : 'None'],
  ['children', 'Children', names(plan.children)],
  ['children', 'Guardians', names(plan.guardians)],
  ['pets', 'Pets', plan.pets.map((pet) => pet.name).join(', ') || 'None'],
  ['successor-trustees', 'Successor trustees, in order', names(plan.successorTrustees)],
  ['executors', 'Executors, in order', names(plan.executors)],
  [
    'residuary',
    'Who inherits',
    plan.residuaryBeneficiaries
      .map(
        (share) =>
          `${share.allocationPercent}% to ${share.name ?? ''}${share.level === 'NUMBER_1' ? '' : ' (backup)'}`,
      )
      .join('; ') || 'Not chosen yet',
  ],
  [
    'gifts',
    'Specific gifts',
    plan.specificGifts
      .map((gift) => `${gift.description} ${giftRecipientsText(gift)}`)
      .join('; ') || 'None',
  ],
  ['custodians', 'Custodians', names(plan.custodians)],
  ['provisions', 'No-contest clause', plan.hasNoContestClause ? 'Yes' : 'No'],
];

const pathOf = (flow: EstatePlanFlow, kind: WizardStepKind) => {
  const step = flow.steps.find((candidate) => candidate.kind === kind);
  return step ? `${flow.base}${step.path}` : null;
};

/** The review (REVIEW): every answer with a way back to it; problems block finishing. */
export const ReviewStep = () => {
  const { flow, plan, profile, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm();
  const state = isUsStateCode(profile.administrativeArea) ? profile.administrativeArea : null;
  const problems = estatePlanSectionValidations(plan, state);
  const place = state ? `${profile.county ?? ''} County, ${US_STATES[state]}` : 'Not given yet';
  const sectionPath = (section: string) =>
    `${flow.base}${flow.steps.find((candidate) => candidate.section === section)?.path ?? step.path}`;
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      submitLabel={flow.planType === 'WILL' ? 'Finish my will' : 'Finish my trust'}
      onValid={async () =>
        problems.length > 0
          ? 'Please fix the answers listed above before you finish.'
          : saveStep({})
      }
    >
      {problems.length > 0 && (
        <ul className="problems">
          {problems.map((problem) => (
            <li key={problem.field}>
              <Link to={sectionPath(problem.section)}>{problem.message}</Link>
            </li>
          ))}
        </ul>
      )}
      <ReviewList
        rows={reviewRows(plan, place).flatMap(([kind, label, value]) => {
          const editPath = pathOf(flow, kind);
          return editPath ? [{ label, value, editPath }] : [];
        })}
      />
      {plan.specificGifts.length > 0 && (
        <ul>
          {plan.specificGifts.flatMap((gift) =>
            gift.portions.map((portion, index) => (
              <li key={`${gift.propertyId}-${index}`}>
                <Link to={flowGiftPortionPath(flow, gift.propertyId, index + 1)}>
                  Change who receives {gift.portions.length > 1 ? `${portion.percent}% of ` : ''}
                  {gift.description}
                </Link>
              </li>
            )),
          )}
        </ul>
      )}
    </StepForm>
  );
};

export default ReviewStep;
