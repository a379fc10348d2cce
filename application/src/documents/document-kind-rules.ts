import {
  AHCD_NOT_LOADED,
  AHCD_SAVE_FAILED,
  applyDfpoaStateRules,
  clearDfpoaDependentFields,
  completeDfpoaSection,
  completeSection,
  DFPOA_RESET_SECTION,
  DFPOA_SAVE_FAILED,
  DFPOA_SAVE_WITHOUT_ID,
  ESTATE_PLAN_NOT_LOADED,
  isAhcdComplete,
  newDfpoa,
  type DfpoaSection,
  type DocumentAnswers,
  type DocumentKind,
  type EstatePlan,
  type EstatePlanSection,
  type PlanType,
} from '@bequest/domain';

/** How a document changes: new answers, and the section just finished (or a reset). */
export interface DocumentChange {
  readonly changes: Readonly<Record<string, unknown>>;
  readonly completeSection?: string | null;
  /** DFPOA only: back to PERSONAL_SECTION_COMPLETE (documents.md 4.5). */
  readonly reset?: boolean;
}

export interface DocumentContext {
  readonly state: string | null;
  readonly now: Date;
}

/**
 * A kind's rules on its answers, which its schema (DOCUMENT_ANSWERS) has read: its first
 * answers, what a change does, and the specification's words when a save fails (8).
 */
export interface DocumentKindRules<Answers> {
  /** The first answers, before the kind's schema reads them. */
  readonly initial: (randId: string, profileId: string, seed: Record<string, unknown>) => unknown;
  readonly apply: (answers: Answers, change: DocumentChange, context: DocumentContext) => Answers;
  readonly messages: { readonly notLoaded: string; readonly saveFailed: string | null };
}

/** Fields a client never writes directly: identity and the fields the rules derive. */
const PROTECTED = [
  'randId',
  'profileId',
  'planType',
  'lastSectionCompleted',
  'lastSectionCompletedUpdatedAt',
  'isComplete',
  'finalizedAt',
  'isDownloaded',
];

/** The stored answers with a change's answers over them, for the kind's schema to read. */
export const changedAnswers = (current: unknown, change: DocumentChange): object => ({
  ...(current as object),
  ...Object.fromEntries(Object.entries(change.changes).filter(([key]) => !PROTECTED.includes(key))),
});

const estatePlan = (planType: PlanType): DocumentKindRules<EstatePlan> => ({
  initial: (randId, _profileId, seed) => ({
    ...seed,
    randId,
    planType,
    lastSectionCompleted: 'STARTED',
  }),
  apply: (plan, change, context) => {
    if (!change.completeSection) return plan;
    const { lastSectionCompleted } = completeSection(
      plan,
      change.completeSection as EstatePlanSection,
    );
    return lastSectionCompleted === plan.lastSectionCompleted
      ? plan
      : { ...plan, lastSectionCompleted, lastSectionCompletedUpdatedAt: context.now.toISOString() };
  },
  messages: { notLoaded: ESTATE_PLAN_NOT_LOADED, saveFailed: null },
});

export const DOCUMENT_KIND_RULES: {
  readonly [Kind in DocumentKind]: DocumentKindRules<DocumentAnswers<Kind>>;
} = {
  WILL: estatePlan('WILL'),
  RLT: estatePlan('RLT'),
  AHCD: {
    initial: (randId, profileId) => ({ randId, profileId }),
    apply: (ahcd) => ({ ...ahcd, isComplete: isAhcdComplete(ahcd) }),
    messages: { notLoaded: AHCD_NOT_LOADED, saveFailed: AHCD_SAVE_FAILED },
  },
  DFPOA: {
    initial: (randId, profileId) => newDfpoa(randId, profileId),
    apply: (dfpoa, change, context) => {
      const lastSectionCompleted = change.reset
        ? DFPOA_RESET_SECTION
        : change.completeSection
          ? completeDfpoaSection(dfpoa.lastSectionCompleted, change.completeSection as DfpoaSection)
          : dfpoa.lastSectionCompleted;
      const ruled = clearDfpoaDependentFields(applyDfpoaStateRules(dfpoa, context.state));
      return { ...ruled, lastSectionCompleted, isComplete: lastSectionCompleted === 'FINISHED' };
    },
    messages: { notLoaded: DFPOA_SAVE_WITHOUT_ID, saveFailed: DFPOA_SAVE_FAILED },
  },
};
