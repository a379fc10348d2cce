import {
  AHCD_NOT_LOADED,
  AHCD_SAVE_FAILED,
  AhcdSchema,
  ahcdSummary,
  applyDfpoaStateRules,
  clearDfpoaDependentFields,
  completeDfpoaSection,
  completeSection,
  DFPOA_RESET_SECTION,
  DFPOA_SAVE_FAILED,
  DFPOA_SAVE_WITHOUT_ID,
  DFPOA_SECTIONS,
  DfpoaSchema,
  dfpoaSummary,
  ESTATE_PLAN_NOT_LOADED,
  EstatePlanSchema,
  estatePlanSummary,
  isAhcdComplete,
  newDfpoa,
  sectionsOf,
  type DfpoaSection,
  type DocumentKind,
  type DocumentSummary,
  type EstatePlanSection,
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

/** A schema's verdict, in the shape zod gives it. */
type Parsed =
  | { readonly success: true; readonly data: object }
  | {
      readonly success: false;
      readonly error: { readonly issues: readonly { path: PropertyKey[]; message: string }[] };
    };

/** Each kind's schema, first answers, rules on change and the summary the profile carries. */
export interface DocumentKindRules {
  readonly parse: (data: unknown) => Parsed;
  /** The section names `completeSection` may take. */
  readonly sections: readonly string[];
  readonly initial: (randId: string, profileId: string, seed: Record<string, unknown>) => unknown;
  readonly apply: (current: object, change: DocumentChange, context: DocumentContext) => unknown;
  readonly summary: (data: object, context: DocumentContext, updatedAt: Date) => DocumentSummary;
  readonly profileField: 'will' | 'rlt' | 'ahcd' | 'dfpoa';
  /** The specification's words when a save finds no document, or cannot be written (8). */
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

const withoutProtected = (changes: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(changes).filter(([key]) => !PROTECTED.includes(key)));

const estatePlan = (planType: 'WILL' | 'RLT'): DocumentKindRules => ({
  parse: (data) => EstatePlanSchema.safeParse(data),
  sections: sectionsOf(planType),
  initial: (randId, _profileId, seed) => ({
    ...seed,
    randId,
    planType,
    lastSectionCompleted: 'STARTED',
  }),
  apply: (current, change, context) => {
    const plan = EstatePlanSchema.parse({ ...current, ...withoutProtected(change.changes) });
    if (!change.completeSection) return plan;
    const { lastSectionCompleted } = completeSection(
      plan,
      change.completeSection as EstatePlanSection,
    );
    return lastSectionCompleted === plan.lastSectionCompleted
      ? plan
      : { ...plan, lastSectionCompleted, lastSectionCompletedUpdatedAt: context.now.toISOString() };
  },
  summary: (data, context, updatedAt) =>
    estatePlanSummary(EstatePlanSchema.parse(data), context.state, {
      updatedAt: updatedAt.toISOString(),
    }),
  profileField: planType === 'WILL' ? 'will' : 'rlt',
  messages: { notLoaded: ESTATE_PLAN_NOT_LOADED, saveFailed: null },
});

export const DOCUMENT_KIND_RULES: Record<DocumentKind, DocumentKindRules> = {
  WILL: estatePlan('WILL'),
  RLT: estatePlan('RLT'),
  AHCD: {
    parse: (data) => AhcdSchema.safeParse(data),
    sections: [],
    initial: (randId, profileId) => ({ randId, profileId }),
    apply: (current, change) => {
      const ahcd = AhcdSchema.parse({ ...current, ...withoutProtected(change.changes) });
      return { ...ahcd, isComplete: isAhcdComplete(ahcd) };
    },
    summary: (data, _context, updatedAt) =>
      ahcdSummary(AhcdSchema.parse(data), { updatedAt: updatedAt.toISOString() }),
    profileField: 'ahcd',
    messages: { notLoaded: AHCD_NOT_LOADED, saveFailed: AHCD_SAVE_FAILED },
  },
  DFPOA: {
    parse: (data) => DfpoaSchema.safeParse(data),
    sections: DFPOA_SECTIONS,
    initial: (randId, profileId) => newDfpoa(randId, profileId),
    apply: (current, change, context) => {
      const dfpoa = DfpoaSchema.parse({ ...current, ...withoutProtected(change.changes) });
      const lastSectionCompleted = change.reset
        ? DFPOA_RESET_SECTION
        : change.completeSection
          ? completeDfpoaSection(dfpoa.lastSectionCompleted, change.completeSection as DfpoaSection)
          : dfpoa.lastSectionCompleted;
      const ruled = clearDfpoaDependentFields(applyDfpoaStateRules(dfpoa, context.state));
      return { ...ruled, lastSectionCompleted, isComplete: lastSectionCompleted === 'FINISHED' };
    },
    summary: (data, _context, updatedAt) =>
      dfpoaSummary(DfpoaSchema.parse(data), { updatedAt: updatedAt.toISOString() }),
    profileField: 'dfpoa',
    messages: { notLoaded: DFPOA_SAVE_WITHOUT_ID, saveFailed: DFPOA_SAVE_FAILED },
  },
};
