import {
  AGENT_DECIDABLE,
  END_OF_LIFE_LOCATIONS,
  LIFE_PROLONGATION_CHOICES,
  asksTermsOfLimitedCare,
  asksTermsOfProlongation,
  type Ahcd,
} from '../ahcd';

/** The sections a step belongs to; provisions close the wishes section (documents.md 4.5). */
export type AhcdStepSection = 'personal' | 'physician' | 'agent' | 'values' | 'wishes';

/** Each section's flag (documents.md 3.2), set by the section's last step shown. */
export const AHCD_SECTION_FLAGS = {
  personal: 'isPersonalSectionComplete',
  physician: 'isPhysicianSectionComplete',
  agent: 'isAgentSectionComplete',
  values: 'isValuesSectionComplete',
  wishes: 'isWishesSectionComplete',
} as const satisfies Record<AhcdStepSection, string>;
export type AhcdSectionFlag = (typeof AHCD_SECTION_FLAGS)[AhcdStepSection];

export interface AhcdChoice {
  readonly value: string;
  readonly label: string;
}

/** How a step asks its question: each kind is one screen in the web app. */
export type AhcdQuestion =
  | { readonly kind: 'personal-name' }
  | { readonly kind: 'personal-details' }
  | {
      readonly kind: 'person';
      readonly field: AhcdPersonField;
      readonly required: boolean;
      /** Asks for the relationship too: agents, not physicians. */
      readonly asksRelationship: boolean;
    }
  /** A yes or no, and the doctor's name after a yes. */
  | { readonly kind: 'another-person'; readonly field: 'alternatePhysician' }
  | { readonly kind: 'names'; readonly field: AhcdNamesField; readonly itemLabel: string }
  | { readonly kind: 'text'; readonly field: AhcdTextField; readonly label: string }
  | { readonly kind: 'yes-no'; readonly field: AhcdYesNoField }
  | {
      readonly kind: 'choice';
      readonly field: AhcdChoiceField;
      readonly choices: readonly AhcdChoice[];
    }
  | {
      readonly kind: 'checkboxes';
      readonly field: AhcdListField;
      readonly choices: readonly AhcdChoice[];
    }
  | {
      readonly kind: 'acknowledgement';
      readonly field: AhcdAcknowledgementField;
      readonly statement: string;
    };

export type AhcdPersonField =
  'primaryPhysician' | 'alternatePhysician' | 'primaryAgent' | 'alternateAgent' | 'alternateAgent2';
export type AhcdNamesField = 'prohibitedAgents' | 'hipaaAgents';
export type AhcdTextField =
  | 'preferredHospital'
  | 'specificPowers'
  | 'onAGoodDay'
  | 'mentalHealthcareWishes'
  | 'termsOfLimitedCare'
  | 'termsOfProlongation'
  | 'termsOfComfortCare'
  | 'wishesWhenPregnant'
  | 'miscellany';
export type AhcdYesNoField =
  | 'hasMedRecordPower'
  | 'hasAssistedLivingPower'
  | 'hasMedicalTrialsPower'
  | 'hasOrganDonationPower'
  | 'wantsOrganDonation';
export type AhcdChoiceField =
  'lifeProlongationChoice' | 'artificialNutrition' | 'endOfLifeLocation' | 'autopsy';
export type AhcdListField = 'agentPowers' | 'lifeWorthLivingQualities';
export type AhcdAcknowledgementField = 'utahPowersAcknowledged' | 'utahLimitsAcknowledged';

/** The answers that decide which steps show; null before the directive is started. */
export type AhcdStepAnswers = Pick<Ahcd, 'lifeProlongationChoice'> | null;

/** One page of the healthcare directive wizard (documents.md 2.4). */
export interface AhcdStep {
  readonly path: string;
  readonly title: string;
  readonly question: AhcdQuestion;
  readonly help: string;
  readonly section: AhcdStepSection;
  /** Whether the step shows for these answers in this state; always, when absent. */
  readonly shows?: (answers: AhcdStepAnswers, state: string | null) => boolean;
}

const inUtah: AhcdStep['shows'] = (_answers, state) => state === 'UT';

const AGENT_DECIDABLE_LABELS: Record<(typeof AGENT_DECIDABLE)[number], string> = {
  YES: 'Yes',
  NO: 'No',
  AGENT_DECIDES: 'Let my agent decide',
};
const agentDecidable = AGENT_DECIDABLE.map((value) => ({
  value,
  label: AGENT_DECIDABLE_LABELS[value],
}));

const LIFE_PROLONGATION_LABELS: Record<(typeof LIFE_PROLONGATION_CHOICES)[number], string> = {
  PROLONG: 'Prolong my life as long as possible, whatever my condition',
  LIMIT: 'Do not prolong my life if I will not recover; keep me comfortable',
  AGENT_DECIDES: 'Let my agent decide, guided by my values',
};

const LOCATION_LABELS: Record<(typeof END_OF_LIFE_LOCATIONS)[number], string> = {
  HOME: 'At home',
  HOSPITAL: 'In a hospital',
  HOSPICE: 'In a hospice',
  NO_PREFERENCE: 'No preference',
};

const choicesOf = <Value extends string>(labels: Record<Value, string>): AhcdChoice[] =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

/** A list answer keeps the sentences chosen, which the directive prints as they are. */
const sentences = (choices: readonly string[]): AhcdChoice[] =>
  choices.map((sentence) => ({ value: sentence, label: sentence }));

/** The general powers an agent may be given (agentPowers); medical records have their own step. */
export const AHCD_AGENT_POWERS = [
  'Consent to, refuse or withdraw any treatment, test or procedure',
  'Choose and discharge my doctors, nurses and care facilities',
  'Decide about life support, including breathing machines and feeding tubes',
  'Approve medicine for pain, even if it may shorten my life',
  'Move me to another place for care, in or out of my state',
] as const;

/** What makes life worth living (lifeWorthLivingQualities). */
export const AHCD_LIFE_QUALITIES = [
  'Recognizing and talking with my family and friends',
  'Feeding, washing and dressing myself',
  'Being free of severe pain',
  'Living at home rather than in a facility',
  'Thinking clearly and making my own decisions',
  'Practicing my faith',
] as const;

/**
 * The directive's steps in order (documents.md 2.4): personal, healthcare provider, agent,
 * values, end-of-life wishes and provisions. The two Utah acknowledgements are Utah's own
 * (Utah Code § 75-2a-117). What the agent may decide comes before what the agent must not
 * (issue 21), so the limits read as limits on the powers just given. Provisions close the wishes
 * section, whose flag completes the directive.
 */
export const AHCD_STEPS: readonly AhcdStep[] = [
  {
    path: '/ahcd/personal/1',
    section: 'personal',
    title: 'Your name',
    question: { kind: 'personal-name' },
    help: 'Use your full legal name, as on your driver’s license; hospitals match it to your records.',
  },
  {
    path: '/ahcd/personal/2',
    section: 'personal',
    title: 'Your details',
    question: { kind: 'personal-details' },
    help: 'Your state decides how the directive is signed and which parts it includes.',
  },
  {
    path: '/ahcd/healthcare-provider/primary-physician',
    section: 'physician',
    title: 'Who is your primary doctor?',
    question: {
      kind: 'person',
      field: 'primaryPhysician',
      required: false,
      asksRelationship: false,
    },
    help: 'Naming your doctor helps hospitals reach the person who knows your health best. Leave it blank if you do not have one.',
  },
  {
    path: '/ahcd/healthcare-provider/alternate-physician',
    section: 'physician',
    title: 'Do you have another doctor?',
    question: { kind: 'another-person', field: 'alternatePhysician' },
    help: 'A second doctor, such as a specialist, who may be contacted if your primary doctor cannot be.',
  },
  {
    path: '/ahcd/healthcare-provider/preferred-hospital',
    section: 'physician',
    title: 'Do you prefer a hospital?',
    question: {
      kind: 'text',
      field: 'preferredHospital',
      label: 'Hospital’s name and city (optional)',
    },
    help: 'Where you would like to be treated when there is a choice. In an emergency, you go to the nearest hospital.',
  },
  {
    path: '/ahcd/agent/primary-agent',
    section: 'agent',
    title: 'Who should make healthcare decisions for you?',
    question: { kind: 'person', field: 'primaryAgent', required: true, asksRelationship: true },
    help: 'Your healthcare agent speaks for you only when you cannot speak for yourself. Choose an adult who knows your wishes and will follow them, even under pressure. Your doctor usually cannot be your agent.',
  },
  {
    path: '/ahcd/agent/alternate-agent',
    section: 'agent',
    title: 'Who should be your backup agent?',
    question: { kind: 'person', field: 'alternateAgent', required: false, asksRelationship: true },
    help: 'Your backup agent acts if your first agent is unwilling, unable or not reachable in time.',
  },
  {
    path: '/ahcd/agent/alternate-agent-2',
    section: 'agent',
    title: 'Would you like a second backup agent?',
    question: { kind: 'person', field: 'alternateAgent2', required: false, asksRelationship: true },
    help: 'Acts only if both your agent and your first backup cannot.',
  },
  {
    path: '/ahcd/agent/prohibited-agents',
    section: 'agent',
    title: 'Is there anyone who must never decide for you?',
    question: { kind: 'names', field: 'prohibitedAgents', itemLabel: 'Person' },
    help: 'Without a directive, the law may let a close relative decide. Name anyone who should never make healthcare decisions for you.',
  },
  {
    path: '/ahcd/agent/hipaa-agents',
    section: 'agent',
    title: 'Who may see your medical information?',
    question: { kind: 'names', field: 'hipaaAgents', itemLabel: 'Person' },
    help: 'Your agents may see your records. You can also let others, such as a relative who helps with appointments, receive your health information under HIPAA without making decisions.',
  },
  {
    path: '/ahcd/agent/general-powers',
    section: 'agent',
    title: 'What may your agent decide?',
    question: { kind: 'checkboxes', field: 'agentPowers', choices: sentences(AHCD_AGENT_POWERS) },
    help: 'Check each power you give your agent. Most people give all of them so their agent can act in any situation.',
  },
  {
    path: '/ahcd/agent/utah-powers-acknowledgement',
    section: 'agent',
    title: 'Utah: your agent’s powers',
    question: {
      kind: 'acknowledgement',
      field: 'utahPowersAcknowledged',
      statement:
        'I understand that my agent will be able to make the health care decisions described above for me, including decisions to withhold or withdraw life-sustaining care.',
    },
    help: 'Utah’s statutory form asks you to confirm that you understand what your agent may decide (Utah Code § 75-2a-117).',
    shows: inUtah,
  },
  {
    path: '/ahcd/agent/specific-powers',
    section: 'agent',
    title: 'Are there decisions your agent must not make?',
    question: {
      kind: 'text',
      field: 'specificPowers',
      label: 'Limits on your agent, in your own words (optional)',
    },
    help: 'For example: “My agent may not consent to electroconvulsive therapy.” Leave it blank to give your agent full authority.',
  },
  {
    path: '/ahcd/agent/med-record-power',
    section: 'agent',
    title: 'May your agent get your medical records?',
    question: { kind: 'yes-no', field: 'hasMedRecordPower' },
    help: 'Lets your agent request and share your records, for example for a second opinion.',
  },
  {
    path: '/ahcd/agent/assisted-living-power',
    section: 'agent',
    title: 'May your agent move you into assisted living or a nursing home?',
    question: { kind: 'yes-no', field: 'hasAssistedLivingPower' },
    help: 'Some people want a say kept for the family; most allow it so their agent can arrange care.',
  },
  {
    path: '/ahcd/agent/medical-trials-power',
    section: 'agent',
    title: 'May your agent enroll you in a medical trial?',
    question: { kind: 'yes-no', field: 'hasMedicalTrialsPower' },
    help: 'Clinical trials test new treatments. Your agent would weigh the risks as you would.',
  },
  {
    path: '/ahcd/agent/organ-donation-power',
    section: 'agent',
    title: 'May your agent decide about organ donation?',
    question: { kind: 'yes-no', field: 'hasOrganDonationPower' },
    help: 'If you do not decide about donation yourself later in this directive, your agent may.',
  },
  {
    path: '/ahcd/agent/utah-powers-acknowledgement-2',
    section: 'agent',
    title: 'Utah: the limits you set',
    question: {
      kind: 'acknowledgement',
      field: 'utahLimitsAcknowledged',
      statement:
        'I understand the limits I have placed on my agent’s authority, and that my agent must follow my instructions and my values when deciding for me.',
    },
    help: 'Utah’s form asks you to confirm the limits you set on your agent.',
    shows: inUtah,
  },
  {
    path: '/ahcd/values/life-worth-living',
    section: 'values',
    title: 'What makes your life worth living?',
    question: {
      kind: 'checkboxes',
      field: 'lifeWorthLivingQualities',
      choices: sentences(AHCD_LIFE_QUALITIES),
    },
    help: 'Your agent and doctors use these to judge what you would want when a situation is not covered by your instructions.',
  },
  {
    path: '/ahcd/values/on-a-good-day',
    section: 'values',
    title: 'What does a good day look like for you?',
    question: { kind: 'text', field: 'onAGoodDay', label: 'In your own words (optional)' },
    help: 'A few sentences about what matters to you help your agent decide as you would.',
  },
  {
    path: '/ahcd/end-of-life-wishes/mental-healthcare-wishes',
    section: 'wishes',
    title: 'Do you have wishes about mental health care?',
    question: { kind: 'text', field: 'mentalHealthcareWishes', label: 'Your wishes (optional)' },
    help: 'For example, medicines that worked or did not, or a hospital you prefer.',
  },
  {
    path: '/ahcd/end-of-life-wishes/life-prolongation-choice',
    section: 'wishes',
    title: 'If you will not recover, should your life be prolonged?',
    question: {
      kind: 'choice',
      field: 'lifeProlongationChoice',
      choices: choicesOf(LIFE_PROLONGATION_LABELS),
    },
    help: 'This applies when two doctors agree you have an incurable condition that will end in death, or you are permanently unconscious.',
  },
  {
    path: '/ahcd/end-of-life-wishes/artificial-nutrition',
    section: 'wishes',
    title: 'Do you want artificial nutrition and hydration?',
    question: { kind: 'choice', field: 'artificialNutrition', choices: agentDecidable },
    help: 'Food and water given through a tube when you cannot swallow. Many people decide this separately from other treatment.',
  },
  {
    path: '/ahcd/end-of-life-wishes/terms-of-limited-care',
    section: 'wishes',
    title: 'If care is limited, what should it include?',
    question: { kind: 'text', field: 'termsOfLimitedCare', label: 'Your instructions (optional)' },
    help: 'For example: “Treat infections with antibiotics, but no resuscitation.”',
    shows: (answers) => asksTermsOfLimitedCare(answers?.lifeProlongationChoice ?? null),
  },
  {
    path: '/ahcd/end-of-life-wishes/terms-of-prolongation',
    section: 'wishes',
    title: 'If your life is prolonged, is there anything you do not want?',
    question: { kind: 'text', field: 'termsOfProlongation', label: 'Your instructions (optional)' },
    help: 'For example: “No dialysis.”',
    shows: (answers) => asksTermsOfProlongation(answers?.lifeProlongationChoice ?? null),
  },
  {
    path: '/ahcd/end-of-life-wishes/terms-of-comfort-care',
    section: 'wishes',
    title: 'What comfort care matters to you?',
    question: { kind: 'text', field: 'termsOfComfortCare', label: 'Your wishes (optional)' },
    help: 'For example: music, prayer, having a pet nearby, or being kept free of pain even if it makes you drowsy.',
  },
  {
    path: '/ahcd/end-of-life-wishes/end-of-life-location',
    section: 'wishes',
    title: 'Where would you like to spend your last days?',
    question: { kind: 'choice', field: 'endOfLifeLocation', choices: choicesOf(LOCATION_LABELS) },
    help: 'Your agent will try to arrange it where care allows.',
  },
  {
    path: '/ahcd/end-of-life-wishes/wishes-when-pregnant',
    section: 'wishes',
    title: 'Do you have wishes if you are pregnant?',
    question: { kind: 'text', field: 'wishesWhenPregnant', label: 'Your wishes (optional)' },
    help: 'Some states limit how a directive applies during pregnancy; your words guide your agent within the law.',
  },
  {
    path: '/ahcd/provisions/autopsy',
    section: 'wishes',
    title: 'Do you consent to an autopsy?',
    question: { kind: 'choice', field: 'autopsy', choices: agentDecidable },
    help: 'An autopsy may be required by law in some cases; otherwise your wish is followed.',
  },
  {
    path: '/ahcd/provisions/organ-donation',
    section: 'wishes',
    title: 'Do you want to donate your organs?',
    question: { kind: 'yes-no', field: 'wantsOrganDonation' },
    help: 'One donor can save up to eight lives. You can also register with your state’s donor registry.',
  },
  {
    path: '/ahcd/provisions/miscellany',
    section: 'wishes',
    title: 'Anything else your agent and doctors should know?',
    question: { kind: 'text', field: 'miscellany', label: 'Other instructions (optional)' },
    help: 'Religious wishes, people to call, or anything not covered so far.',
  },
];

const isShownIn = (answers: AhcdStepAnswers, state: string | null) => (step: AhcdStep) =>
  step.shows?.(answers, state) ?? true;

/**
 * The steps shown for these answers in this state: Utah's acknowledgements only in Utah, and the
 * care questions the life-prolongation choice leaves open.
 */
export const ahcdStepsFor = (answers: AhcdStepAnswers, state: string | null): readonly AhcdStep[] =>
  AHCD_STEPS.filter(isShownIn(answers, state));

const indexIn = (steps: readonly AhcdStep[], path: string) =>
  steps.findIndex((step) => step.path === path);

export const AHCD_REVIEW_PATH = '/ahcd/review/final';
export const AHCD_DOWNLOAD_PATH = '/ahcd/review/download';

/** The path after a step, shown or not; after the last, the review. */
export const ahcdPathAfter = (
  answers: AhcdStepAnswers,
  state: string | null,
  path: string,
): string =>
  AHCD_STEPS.slice(indexIn(AHCD_STEPS, path) + 1).find(isShownIn(answers, state))?.path ??
  AHCD_REVIEW_PATH;

/** The path before a step, shown or not; before the first, the tutorial. */
export const ahcdPathBefore = (
  answers: AhcdStepAnswers,
  state: string | null,
  path: string,
): string =>
  AHCD_STEPS.slice(0, Math.max(indexIn(AHCD_STEPS, path), 0)).findLast(isShownIn(answers, state))
    ?.path ?? '/ahcd/tutorial';

/** The flag a step sets: its section's, when it is the section's last step shown. */
export const ahcdFlagCompletedBy = (
  answers: AhcdStepAnswers,
  state: string | null,
  path: string,
): AhcdSectionFlag | null => {
  const steps = ahcdStepsFor(answers, state);
  const index = indexIn(steps, path);
  const step = steps[index];
  if (!step || steps[index + 1]?.section === step.section) return null;
  return AHCD_SECTION_FLAGS[step.section];
};
