import {
  estatePlanSectionValidations,
  fullNameToString,
  US_STATES,
  isUsStateCode,
  WILL_BASE,
  willPathBefore,
  willStep,
  WILL_STEPS,
  type EstatePlan,
} from '@bequest/sdk';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { StepForm } from '../StepForm';
import { useWill } from './will-context';

const PATH = '/review';

const names = (people: readonly { fullName: Parameters<typeof fullNameToString>[0] }[]) =>
  people.map((person) => fullNameToString(person.fullName)).join(', ') || 'None';

/** The answers of each part of the will, in words, with the step that changes them. */
const reviewRows = (plan: EstatePlan, place: string) =>
  [
    ['/basics/personal/profile', 'Where you live', place],
    [
      '/basics/personal/profile',
      'Spouse or partner',
      plan.spouse ? fullNameToString(plan.spouse.fullName) : 'None',
    ],
    ['/nominees', 'Children', names(plan.children)],
    ['/nominees', 'Guardians', names(plan.guardians)],
    [
      '/nominees/children-and-pets/pets',
      'Pets',
      plan.pets.map((pet) => pet.name).join(', ') || 'None',
    ],
    [
      '/residual-distribution',
      'Your estate goes to',
      plan.residuaryBeneficiaries
        .map(
          (share) =>
            `${share.allocationPercent}% to ${share.name ?? ''}${share.level === 'NUMBER_1' ? '' : ' (backup)'}`,
        )
        .join('; ') || 'Not chosen yet',
    ],
    [
      '/gifts',
      'Specific gifts',
      plan.specificGifts.map((gift) => `${gift.description} to ${gift.recipientName}`).join('; ') ||
        'None',
    ],
    ['/custodians', 'Custodians', names(plan.custodians)],
    ['/provisions/executors', 'Executors, in order', names(plan.executors)],
    ['/provisions/no-contest', 'No-contest clause', plan.hasNoContestClause ? 'Yes' : 'No'],
  ] as const;

/** The review (REVIEW): every answer with a way back to it; problems block finishing. */
export const ReviewStep = () => {
  const { plan, profile, saveStep } = useWill();
  const form = useForm();
  const state = isUsStateCode(profile.administrativeArea) ? profile.administrativeArea : null;
  const problems = estatePlanSectionValidations(plan, state);
  const place = state ? `${profile.county ?? ''} County, ${US_STATES[state]}` : 'Not given yet';
  const stepOf = (section: string) =>
    WILL_STEPS.find((step) => step.section === section)?.path ?? PATH;
  return (
    <StepForm
      question={willStep(PATH)!.question}
      form={form}
      backTo={willPathBefore(PATH)}
      submitLabel="Finish my will"
      onValid={async () =>
        problems.length > 0
          ? 'Please fix the answers listed above before you finish.'
          : saveStep(PATH, {})
      }
    >
      {problems.length > 0 && (
        <ul className="problems">
          {problems.map((problem) => (
            <li key={problem.field}>
              <Link to={`${WILL_BASE}${stepOf(problem.section)}`}>{problem.message}</Link>
            </li>
          ))}
        </ul>
      )}
      <dl className="review">
        {reviewRows(plan, place).map(([path, label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {value}{' '}
              <Link to={`${WILL_BASE}${path}`} aria-label={`Edit ${label.toLowerCase()}`}>
                Edit
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </StepForm>
  );
};

export default ReviewStep;
