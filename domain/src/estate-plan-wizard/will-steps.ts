import type { EstatePlanSection } from '../estate-plan/estate-plan-section';
import { isSectionCompleted } from '../estate-plan/sections';

export const WILL_BASE = '/will';
export const WILL_NEXT_STEPS_PATH = `${WILL_BASE}/final/download`;

/** One page of the will wizard: where it lives, what it asks, the section finishing it completes. */
export interface WizardStep {
  readonly path: string;
  readonly section: EstatePlanSection;
  readonly question: string;
}

/**
 * The will wizard's steps in order (documents.md 2.1, 2.3; DECISIONS.md "Documents"): one topic
 * per step, each finishing one section, at the sub-paths resume routing sends a person back to.
 */
export const WILL_STEPS = [
  {
    path: '/basics/personal/get-started',
    section: 'STARTED',
    question: 'Let’s make your will',
  },
  { path: '/basics/personal/profile', section: 'BASIC_INFO', question: 'Tell us about yourself' },
  { path: '/nominees', section: 'CHILDREN', question: 'Do you have children?' },
  { path: '/nominees/children-and-pets/pets', section: 'PETS', question: 'Do you have pets?' },
  { path: '/assets/options', section: 'ASSETS_CHOICE', question: 'What do you own?' },
  { path: '/assets/list', section: 'ASSETS', question: 'What your will covers' },
  { path: '/assets/total', section: 'ASSETS_TOTAL', question: 'About how much is it all worth?' },
  {
    path: '/residual-distribution',
    section: 'RESIDUARY',
    question: 'Who should inherit your estate?',
  },
  { path: '/gifts', section: 'PROPERTY', question: 'Would you like to leave specific gifts?' },
  {
    path: '/custodians',
    section: 'MINOR_CUSTODIANS',
    question: 'Who should manage gifts to young beneficiaries?',
  },
  { path: '/funeral-wishes', section: 'FUNERAL_WISHES', question: 'Your funeral wishes' },
  {
    path: '/provisions/executors',
    section: 'WILL_EXECUTORS',
    question: 'Who should carry out your will?',
  },
  {
    path: '/provisions/no-contest',
    section: 'PROVISIONS',
    question: 'Should your will include a no-contest clause?',
  },
  { path: '/review', section: 'REVIEW', question: 'Review your will' },
] as const satisfies readonly WizardStep[];

export type WillStepPath = (typeof WILL_STEPS)[number]['path'];

const indexOf = (path: string) => WILL_STEPS.findIndex((step) => step.path === path);

export const willStep = (path: string): WizardStep | undefined => WILL_STEPS[indexOf(path)];

/** The full path after a step: the next step, or the next-steps page after the review. */
export const willPathAfter = (path: string): string => {
  const next = WILL_STEPS[indexOf(path) + 1];
  return next ? `${WILL_BASE}${next.path}` : WILL_NEXT_STEPS_PATH;
};

/** The full path before a step; the first step has none. */
export const willPathBefore = (path: string): string | null => {
  const previous = WILL_STEPS[indexOf(path) - 1];
  return previous ? `${WILL_BASE}${previous.path}` : null;
};

/**
 * Where /_last leads (documents.md 2.3): the first step whose section is not yet completed, or
 * the review once every section is.
 */
export const willLastReachedPath = (lastSectionCompleted: EstatePlanSection | null): string => {
  const open = WILL_STEPS.find(
    (step) => !isSectionCompleted('WILL', lastSectionCompleted, step.section),
  );
  return `${WILL_BASE}${open?.path ?? '/review'}`;
};
