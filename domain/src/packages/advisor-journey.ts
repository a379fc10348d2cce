import { STRATEGIST_CALL_MINUTES } from '../reference/business-constants';

/** The advisor-tenant journey, step by step, in the words of platform-core.md 1. */
export const ADVISOR_JOURNEY_STEPS = {
  choosePlan: 'Choose a plan.',
  completeDocuments: 'Design and complete the documents.',
  strategistCall: `Optionally review the documents on a ${STRATEGIST_CALL_MINUTES}-minute call with an Estate Planning Strategist. The call gives no legal advice.`,
  printAndMail: 'Have the documents printed and mailed for signing.',
} as const;

/**
 * The journey the choose-your-plan page lists (platform-core.md 1, 2.10): the strategist call
 * only where the tenant offers it (scheduleACallWithAStrategist.enabled), as the account page
 * has no step 3 without it.
 */
export const advisorJourneySteps = (strategistCallEnabled: boolean): string[] => [
  ADVISOR_JOURNEY_STEPS.choosePlan,
  ADVISOR_JOURNEY_STEPS.completeDocuments,
  ...(strategistCallEnabled ? [ADVISOR_JOURNEY_STEPS.strategistCall] : []),
  ADVISOR_JOURNEY_STEPS.printAndMail,
];
