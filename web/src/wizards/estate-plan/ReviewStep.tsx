import {
  estatePlanSectionValidations,
  FUNERAL_DISPOSITION_LABELS,
  flowGiftPortionPath,
  giftRecipientsText,
  fullNameToString,
  isUsStateCode,
  US_STATES,
  type EstatePlan,
  type EstatePlanFlow,
  type WizardStepKind,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ReviewList } from '../ReviewList';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';

type Named = { readonly fullName: Parameters<typeof fullNameToString>[0] };

const names = (people: readonly Named[]) =>
  people.map((person) => fullNameToString(person.fullName)).join(', ') || 'None';

/** The first serves; the others are backups, in order: "Elena Ruiz (backup: Tomas Ruiz)". */
const withBackups = (people: readonly Named[]) => {
  const [first, ...backups] = people;
  if (!first) return 'None';
  return backups.length === 0
    ? fullNameToString(first.fullName)
    : `${fullNameToString(first.fullName)} (${backups.length === 1 ? 'backup' : 'backups, in order'}: ${names(backups)})`;
};

const funeralWishes = (wishes: EstatePlan['funeralWishes']) =>
  [
    wishes?.disposition ? FUNERAL_DISPOSITION_LABELS[wishes.disposition] : null,
    wishes?.instructions?.trim() || null,
  ]
    .filter(Boolean)
    .join('. ') || 'None';

/** Each answer in words, under the kind of step that changes it. */
const reviewRows = (
  plan: EstatePlan,
  place: string,
): readonly (readonly [WizardStepKind, string, string])[] => [
  ['basics', 'Where you live', place],
  ['basics', 'Spouse or partner', plan.spouse ? fullNameToString(plan.spouse.fullName) : 'None'],
  ['children', 'Children', names(plan.children)],
  ['children', 'Guardian of minor children', withBackups(plan.guardians)],
  [
    'pets',
    'Pets',
    plan.pets
      .map((pet) =>
        pet.caretaker
          ? `${pet.name}, cared for by ${fullNameToString(pet.caretaker.fullName)}`
          : pet.name,
      )
      .join('; ') || 'None',
  ],
  ['successor-trustees', 'Successor trustee', withBackups(plan.successorTrustees)],
  ['executors', 'Executor', withBackups(plan.executors)],
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
  ['custodians', 'Custodian', withBackups(plan.custodians)],
  ['funeral-wishes', 'Funeral wishes', funeralWishes(plan.funeralWishes)],
  ['provisions', 'No-contest clause', plan.hasNoContestClause ? 'Yes' : 'No'],
];

const pathOf = (flow: EstatePlanFlow, kind: WizardStepKind) => {
  const step = flow.steps.find((candidate) => candidate.kind === kind);
  return step ? `${flow.base}${step.path}` : null;
};

/**
 * The rows of the steps this flow has, each step's answers with one link back to it, on its last
 * row and named for all of them ("Edit children and guardian of minor children").
 */
const reviewListRows = (
  flow: EstatePlanFlow,
  rows: readonly (readonly [WizardStepKind, string, string])[],
) =>
  rows.flatMap(([kind, label, value], index) => {
    const editPath = pathOf(flow, kind);
    if (!editPath) return [];
    if (rows[index + 1]?.[0] === kind) return [{ label, value }];
    const labels = rows.filter(([other]) => other === kind).map(([, named]) => named.toLowerCase());
    return [{ label, value, editPath, editLabel: `Edit ${labels.join(' and ')}` }];
  });

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
      <ReviewList rows={reviewListRows(flow, reviewRows(plan, place))} />
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
