import type { EstatePlanSection } from '../estate-plan-section';
import { isSectionCompleted } from '../sections';
import type { PlanType } from '../../products/product-type';

/** What a step asks; the web app shows each kind of step with one screen. */
export type WizardStepKind =
  | 'get-started'
  | 'basics'
  | 'children'
  | 'pets'
  | 'successor-trustees'
  | 'executors'
  | 'asset-kinds'
  | 'asset-list'
  | 'estate-value'
  | 'residuary'
  | 'funding'
  | 'gifts'
  | 'custodians'
  | 'funeral-wishes'
  | 'provisions'
  | 'review';

/** One page of a will or trust wizard: where it lives, what it asks, the section it finishes. */
export interface WizardStep {
  readonly kind: WizardStepKind;
  readonly path: string;
  readonly section: EstatePlanSection;
  readonly question: string;
}

/** A will or trust wizard: its base path, its steps in order and its next-steps page. */
export interface EstatePlanFlow {
  readonly planType: PlanType;
  readonly base: '/will' | '/rlt';
  readonly steps: readonly WizardStep[];
  readonly nextStepsPath: string;
  /** Where one portion of a specific gift chooses its recipient (documents.md 2.1, 2.2). */
  readonly giftPortionPath: string;
  /**
   * The trust's successor trustees are also its pour-over will's executors, asked once
   * (`combine_trustees_executors`, ADR 0030).
   */
  readonly trusteesAreExecutors?: boolean;
  /** Steps of the usual flow this one asks elsewhere: a link or resume there opens the other. */
  readonly movedPaths?: Readonly<Record<string, string>>;
}

const step = (
  kind: WizardStepKind,
  path: string,
  section: EstatePlanSection,
  question: string,
): WizardStep => ({ kind, path, section, question });

const PEOPLE_STEPS = [
  step('basics', '/basics/personal/profile', 'BASIC_INFO', 'Tell us about yourself'),
  step('children', '/nominees', 'CHILDREN', 'Do you have children?'),
  step('pets', '/nominees/children-and-pets/pets', 'PETS', 'Do you have pets?'),
] as const;

/** Specific gifts at the flow's own path, then custodians and funeral wishes. */
const giftsToFuneral = (giftsPath: string) =>
  [
    step('gifts', giftsPath, 'PROPERTY', 'Would you like to leave specific gifts?'),
    step(
      'custodians',
      '/custodians',
      'MINOR_CUSTODIANS',
      'Who should manage gifts to young beneficiaries?',
    ),
    step('funeral-wishes', '/funeral-wishes', 'FUNERAL_WISHES', 'Your funeral wishes'),
  ] as const;

/**
 * The will's steps (documents.md 2.1, 2.3; DECISIONS.md "Documents"): one topic per step, each
 * finishing one section, at the sub-paths resume routing sends a person back to.
 */
export const WILL_FLOW: EstatePlanFlow = {
  planType: 'WILL',
  base: '/will',
  nextStepsPath: '/will/final/download',
  giftPortionPath: '/will/gifts/specific-gifts/:propertyId/portions/:portion/beneficiaries',
  steps: [
    step('get-started', '/basics/personal/get-started', 'STARTED', 'Let’s make your will'),
    ...PEOPLE_STEPS,
    step('asset-kinds', '/assets/options', 'ASSETS_CHOICE', 'What do you own?'),
    step('asset-list', '/assets/list', 'ASSETS', 'What your will covers'),
    step('estate-value', '/assets/total', 'ASSETS_TOTAL', 'About how much is it all worth?'),
    step('residuary', '/residual-distribution', 'RESIDUARY', 'Who should inherit your estate?'),
    ...giftsToFuneral('/gifts'),
    step('executors', '/provisions/executors', 'WILL_EXECUTORS', 'Who should carry out your will?'),
    step(
      'provisions',
      '/provisions/no-contest',
      'PROVISIONS',
      'Should your will include a no-contest clause?',
    ),
    step('review', '/review', 'REVIEW', 'Review your will'),
  ],
};

/**
 * The trust's steps (documents.md 2.2, 2.3; DECISIONS.md "Documents"): the same people
 * questions, then trustees, the pour-over will's executors, distribution, the property that
 * funds the trust, custodians, funeral wishes, provisions and the review.
 */
export const TRUST_FLOW: EstatePlanFlow = {
  planType: 'RLT',
  base: '/rlt',
  nextStepsPath: '/rlt/final',
  giftPortionPath: '/rlt/property/specific-gifts/:propertyId/portions/:portion/beneficiaries',
  steps: [
    step('get-started', '/basics/personal/get-started', 'STARTED', 'Let’s make your living trust'),
    ...PEOPLE_STEPS,
    step(
      'successor-trustees',
      '/nominees/trustees-and-executors/successor-trustees',
      'SUCCESSOR',
      'Who should manage your trust after you?',
    ),
    step(
      'executors',
      '/nominees/trustees-and-executors/will-executors',
      'WILL_EXECUTORS',
      'Who should carry out your pour-over will?',
    ),
    step('residuary', '/residual-distribution', 'RESIDUARY', 'Who should inherit from your trust?'),
    step('funding', '/property', 'PROPERTY', 'What will you put in your trust?'),
    ...giftsToFuneral('/property/specific-gifts/list'),
    step(
      'provisions',
      '/provisions',
      'PROVISIONS',
      'Should your trust include a no-contest clause?',
    ),
    step('review', '/review', 'REVIEW', 'Review your trust'),
  ],
};

const indexOf = (flow: EstatePlanFlow, path: string) =>
  flow.steps.findIndex((candidate) => candidate.path === path);

/** The step at a sub-path of the flow. */
export const flowStep = (flow: EstatePlanFlow, path: string): WizardStep | undefined =>
  flow.steps[indexOf(flow, path)];

/** The full path after a step: the next step, or the next-steps page after the review. */
export const flowPathAfter = (flow: EstatePlanFlow, path: string): string => {
  const next = flow.steps[indexOf(flow, path) + 1];
  return next ? `${flow.base}${next.path}` : flow.nextStepsPath;
};

/** The full path before a step; the first step has none. */
export const flowPathBefore = (flow: EstatePlanFlow, path: string): string | null => {
  const previous = flow.steps[indexOf(flow, path) - 1];
  return previous ? `${flow.base}${previous.path}` : null;
};

/**
 * Where /_last leads (documents.md 2.3): the first step whose section is not yet completed, or
 * the review once every section is.
 */
export const flowLastReachedPath = (
  flow: EstatePlanFlow,
  lastSectionCompleted: EstatePlanSection | null,
): string => {
  const open = flow.steps.find(
    (candidate) => !isSectionCompleted(flow.planType, lastSectionCompleted, candidate.section),
  );
  return `${flow.base}${open?.path ?? '/review'}`;
};

/** The page of a gift's portion, numbered from 1 as in its path. */
export const flowGiftPortionPath = (
  flow: EstatePlanFlow,
  propertyId: string,
  portion: number,
): string =>
  flow.giftPortionPath
    .replace(':propertyId', encodeURIComponent(propertyId))
    .replace(':portion', String(portion));
