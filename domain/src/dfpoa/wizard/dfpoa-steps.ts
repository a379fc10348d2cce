import type { CommonAgentPower, Dfpoa } from '../dfpoa';
import type { DfpoaSection } from '../dfpoa-section';
import { DFPOA_POWERS, type DfpoaPower } from '../powers';
import {
  dfpoaStateRule,
  dfpoaStateSteps,
  type DfpoaStateRule,
} from '../../execution/dfpoa-execution-rules';
import { DFPOA_GROUP_PATHS } from './dfpoa-group-paths';

export type DfpoaPersonField =
  | 'agent'
  | 'coagent'
  | 'successor'
  | 'secondSuccessor'
  | 'monitor'
  | 'estateGuardian'
  | 'personGuardian';
export type DfpoaAppointmentFlag =
  | 'hasCoagent'
  | 'hasSuccessor'
  | 'hasSecondSuccessor'
  | 'hasMonitor'
  | 'hasEstateGuardian'
  | 'hasPersonGuardian';
/** A yes/no answer: a field, or one key of a map field. */
export type DfpoaYesNoPath =
  'agentsAreIndependent' | 'revokeExistingDocuments' | 'canPersonallyProfit.agent';

export interface DfpoaChoice {
  readonly value: string;
  readonly label: string;
}

/** How a step asks its question: each kind is one screen in the web app. */
export type DfpoaQuestion =
  | { readonly kind: 'personal-name' }
  | { readonly kind: 'personal-details' }
  | { readonly kind: 'person'; readonly field: DfpoaPersonField }
  | {
      readonly kind: 'appointment';
      readonly flag: DfpoaAppointmentFlag;
      readonly field: DfpoaPersonField;
      readonly asks: string;
    }
  | { readonly kind: 'yes-no'; readonly path: DfpoaYesNoPath }
  /** The state form's list of powers, each checked (and initialed when signed) or not. */
  | { readonly kind: 'powers' }
  | {
      readonly kind: 'choice';
      readonly field: 'giftRecipientType' | 'giftRecipientAmountType' | 'agentCompensationType';
      readonly choices: readonly DfpoaChoice[];
      /** The amount asked with one of the choices. */
      readonly amount?: {
        readonly field: 'giftRecipientAmountLimit' | 'agentCompensationAmount';
        readonly when: string;
        readonly label: string;
      };
    }
  | { readonly kind: 'names'; readonly field: 'giftRecipientList' }
  | { readonly kind: 'margin' }
  | { readonly kind: 'witnesses' };

/** One page of the power of attorney wizard (documents.md 2.5): a lettered section. */
export interface DfpoaStep {
  readonly code: string;
  readonly path: string;
  /** The section marker the group's last shown step completes. */
  readonly completes: Exclude<DfpoaSection, 'STARTED'>;
  readonly title: string;
  readonly help: string;
  readonly question: DfpoaQuestion;
  /** Whether the step shows for this document in this state (documents.md 5.4-5.5). */
  readonly shows?: (dfpoa: Dfpoa, rule: DfpoaStateRule | null, state: string | null) => boolean;
  /** Other sections asked on this step's page: the powers' sections on the list of powers. */
  readonly covers?: readonly string[];
}

const step = (
  code: string,
  completes: DfpoaStep['completes'],
  title: string,
  question: DfpoaQuestion,
  help: string,
  shows?: DfpoaStep['shows'],
): DfpoaStep => ({
  code,
  path: `${DFPOA_GROUP_PATHS[completes]}/${code}`,
  completes,
  title,
  question,
  help,
  shows,
});

/** Powers a state's form does not grant are not offered (documents.md 5.5). */
const offersPower = (power: CommonAgentPower, rule: DfpoaStateRule | null) => {
  if (power === 'has_healthcare_bills_power') return Boolean(rule?.allowsHealthcareBillsPower);
  if (['has_estate_power', 'has_fiduciary_power', 'has_delegation_power'].includes(power))
    return !rule?.noEstateFiduciaryDelegationPowers;
  return true;
};

/** The powers the state's form offers, in its order. */
export const dfpoaPowersFor = (state: string | null): readonly DfpoaPower[] => {
  const rule = dfpoaStateRule(state);
  return DFPOA_POWERS.filter((power) => offersPower(power.power, rule));
};

const COMPENSATION: readonly DfpoaChoice[] = [
  { value: 'REASONABLE', label: 'Reasonable pay for the work, as the law allows' },
  { value: 'SPECIFIC_AMOUNT', label: 'A specific amount' },
  { value: 'NONE', label: 'No pay; expenses only' },
];

/**
 * The steps in order (documents.md 2.5): personal 1A-1B, agents 2A-2I, powers 3A-3X without 3R,
 * then the other provisions 4A-4H and the signing 5A-5C. Some steps depend on earlier answers or
 * the state's rules. The powers' sections 3A-3S are one list on 3A's page, as the states' forms
 * print them (issue 21), rather than a page each.
 */
export const DFPOA_STEPS: readonly DfpoaStep[] = [
  step(
    '1A',
    'PERSONAL_SECTION_COMPLETE',
    'Your name',
    { kind: 'personal-name' },
    'Use your full legal name, as your bank knows it.',
  ),
  step(
    '1B',
    'PERSONAL_SECTION_COMPLETE',
    'Your details',
    { kind: 'personal-details' },
    'Your state decides how the document is signed and which powers its form allows.',
  ),
  step(
    '2A',
    'AGENT_SECTION_COMPLETE',
    'Who should manage your money if you cannot?',
    { kind: 'person', field: 'agent' },
    'Your agent can act for you in money matters: paying bills, managing accounts and property. Choose an adult you trust completely; they must act in your interest and keep records.',
  ),
  step(
    '2B',
    'AGENT_SECTION_COMPLETE',
    'Would you like a co-agent?',
    { kind: 'appointment', flag: 'hasCoagent', field: 'coagent', asks: 'Name a co-agent?' },
    'A co-agent shares the work with your agent. Two people can check each other, but must be able to cooperate.',
    (_dfpoa, rule) => !rule?.noCoagents,
  ),
  step(
    '2C',
    'AGENT_SECTION_COMPLETE',
    'May your agents act on their own?',
    { kind: 'yes-no', path: 'agentsAreIndependent' },
    'Yes lets either agent act alone, which is faster. No means both must agree on every act.',
    (dfpoa) => dfpoa.hasCoagent,
  ),
  step(
    '2D',
    'AGENT_SECTION_COMPLETE',
    'Who should step in if your agent cannot?',
    {
      kind: 'appointment',
      flag: 'hasSuccessor',
      field: 'successor',
      asks: 'Name a successor agent?',
    },
    'A successor agent takes over if your agent dies, resigns or can no longer act.',
  ),
  step(
    '2E',
    'AGENT_SECTION_COMPLETE',
    'Would you like a second successor?',
    {
      kind: 'appointment',
      flag: 'hasSecondSuccessor',
      field: 'secondSuccessor',
      asks: 'Name a second successor agent?',
    },
    'Acts only if both your agent and your first successor cannot.',
    (dfpoa) => dfpoa.hasSuccessor,
  ),
  step(
    '2F',
    'AGENT_SECTION_COMPLETE',
    'Would you like a monitor?',
    { kind: 'appointment', flag: 'hasMonitor', field: 'monitor', asks: 'Name a monitor?' },
    'Your state lets you name a monitor, who may ask your agent for a record of every transaction made for you.',
    (_dfpoa, rule) => Boolean(rule?.allowsMonitor),
  ),
  step(
    '2G',
    'AGENT_SECTION_COMPLETE',
    'May your agent benefit personally from acting for you?',
    { kind: 'yes-no', path: 'canPersonallyProfit.agent' },
    'For example, buying your car at a fair price. Most people say no unless the agent is a spouse who shares the property.',
    (_dfpoa, rule) => !rule?.noPersonalProfit,
  ),
  step(
    '2H',
    'AGENT_SECTION_COMPLETE',
    'Should your agent be paid?',
    {
      kind: 'choice',
      field: 'agentCompensationType',
      choices: COMPENSATION,
      amount: {
        field: 'agentCompensationAmount',
        when: 'SPECIFIC_AMOUNT',
        label: 'The amount, such as $500 a month',
      },
    },
    'Family members often serve without pay; a professional expects it. Your agent is always repaid reasonable expenses.',
    (_dfpoa, rule) => rule?.compensation !== 'cleared',
  ),
  {
    ...step(
      '3A',
      'POWERS_SECTION_COMPLETE',
      'What may your agent do for you?',
      { kind: 'powers' },
      'Your state’s form lists these powers together. Check each one you give, or give them all at once; when you sign, you initial each power you gave. Most people give all of them so their agent can handle anything that comes up.',
    ),
    covers: DFPOA_POWERS.map((power) => power.section),
  },
  step(
    '3T',
    'POWERS_SECTION_COMPLETE',
    'May your agent make gifts of your property?',
    {
      kind: 'choice',
      field: 'giftRecipientType',
      choices: [
        { value: 'NONE', label: 'No gifts' },
        { value: 'SPECIFIC', label: 'Only to people I name' },
        { value: 'ANY', label: 'To anyone, within the limit I set' },
      ],
    },
    'Gifts can help with family support or tax planning, but are the power most often abused. Give it only to an agent you trust fully.',
    (_dfpoa, rule) => !rule?.noGiftRecipients,
  ),
  step(
    '3U',
    'POWERS_SECTION_COMPLETE',
    'Who may receive gifts?',
    { kind: 'names', field: 'giftRecipientList' },
    'Name each person your agent may make gifts to.',
    (dfpoa, rule) => !rule?.noGiftRecipients && dfpoa.giftRecipientType === 'SPECIFIC',
  ),
  step(
    '3V',
    'POWERS_SECTION_COMPLETE',
    'How much may each gift be?',
    {
      kind: 'choice',
      field: 'giftRecipientAmountType',
      choices: [
        { value: 'ANNUAL_EXCLUSION', label: 'Up to the federal gift tax annual exclusion' },
        { value: 'OTHER', label: 'Up to an amount I choose' },
      ],
      amount: {
        field: 'giftRecipientAmountLimit',
        when: 'OTHER',
        label: 'The yearly limit per person, such as $5,000',
      },
    },
    'The limit applies to each person in each calendar year.',
    (dfpoa, rule) =>
      !rule?.noGiftRecipients &&
      dfpoa.giftRecipientType !== null &&
      dfpoa.giftRecipientType !== 'NONE',
  ),
  step(
    '3X',
    'POWERS_SECTION_COMPLETE',
    'How much room should the first page leave for recording?',
    { kind: 'margin' },
    'Your state records a power of attorney over real estate only with a blank space at the top of the first page for the recorder’s stamp.',
    (dfpoa, _rule, state) => dfpoaStateSteps(dfpoa, state).marginSize,
  ),
  step(
    '4A',
    'FINISHED',
    'Should this replace earlier powers of attorney?',
    { kind: 'yes-no', path: 'revokeExistingDocuments' },
    'Yes revokes every earlier general power of attorney you made, but not healthcare powers. Tell anyone who holds an old one.',
    (_dfpoa, rule) => !rule?.noRevocationOrGuardians,
  ),
  step(
    '4B',
    'FINISHED',
    'Who should a court appoint to manage your property?',
    {
      kind: 'appointment',
      flag: 'hasEstateGuardian',
      field: 'estateGuardian',
      asks: 'Nominate a guardian of your estate?',
    },
    'If a court ever has to appoint a conservator for your property, it will consider your choice.',
    (_dfpoa, rule) => !rule?.noRevocationOrGuardians,
  ),
  step(
    '4C',
    'FINISHED',
    'Who should a court appoint to care for you?',
    {
      kind: 'appointment',
      flag: 'hasPersonGuardian',
      field: 'personGuardian',
      asks: 'Nominate a guardian of your person?',
    },
    'If a court ever has to appoint a guardian for you, it will consider your choice.',
    (_dfpoa, rule) => !rule?.noRevocationOrGuardians,
  ),
  step(
    '5A',
    'FINISHED',
    'Your witnesses',
    { kind: 'witnesses' },
    'Witnesses confirm that you signed willingly. They should not be your agent, your agent’s spouse or your relatives.',
    (dfpoa, _rule, state) => dfpoaStateSteps(dfpoa, state).witnesses,
  ),
];

/** The steps shown for this document in this state. */
export const dfpoaStepsFor = (dfpoa: Dfpoa, state: string | null): readonly DfpoaStep[] => {
  const rule = dfpoaStateRule(state);
  return DFPOA_STEPS.filter((candidate) => candidate.shows?.(dfpoa, rule, state) ?? true);
};

/** The shown step a path leads to: its own, or the page that asks its section. */
export const dfpoaStepAt = (
  dfpoa: Dfpoa,
  state: string | null,
  path: string,
): DfpoaStep | undefined =>
  dfpoaStepsFor(dfpoa, state).find(
    (candidate) =>
      candidate.path === path ||
      candidate.covers?.some(
        (code) => `${DFPOA_GROUP_PATHS[candidate.completes]}/${code}` === path,
      ),
  );

export const DFPOA_REVIEW_PATH = '/dfpoa/review/final';
export const DFPOA_PRINT_PATH = '/dfpoa/review/print';

const position = (path: string) => DFPOA_STEPS.findIndex((candidate) => candidate.path === path);

/** The next shown step after a path, or the review. */
export const dfpoaPathAfter = (dfpoa: Dfpoa, state: string | null, path: string): string =>
  dfpoaStepsFor(dfpoa, state).find((candidate) => position(candidate.path) > position(path))
    ?.path ?? DFPOA_REVIEW_PATH;

/** The shown step before a path, or the tutorial. */
export const dfpoaPathBefore = (dfpoa: Dfpoa, state: string | null, path: string): string =>
  dfpoaStepsFor(dfpoa, state).findLast((candidate) => position(candidate.path) < position(path))
    ?.path ?? '/dfpoa/tutorial';

/** A section's first shown step: where /dfpoa/personal, /agent, /power and /other lead. */
export const dfpoaGroupStart = (
  dfpoa: Dfpoa,
  state: string | null,
  group: DfpoaStep['completes'],
): string =>
  dfpoaStepsFor(dfpoa, state).find((candidate) => candidate.completes === group)?.path ??
  DFPOA_REVIEW_PATH;

/** The marker a step completes: its group's, when no later shown step of the group follows. */
export const dfpoaSectionCompletedBy = (
  dfpoa: Dfpoa,
  state: string | null,
  path: string,
): DfpoaStep['completes'] | null => {
  const steps = dfpoaStepsFor(dfpoa, state);
  const index = steps.findIndex((candidate) => candidate.path === path);
  const current = steps[index];
  if (!current || steps[index + 1]?.completes === current.completes) return null;
  return current.completes;
};
