import type { z } from 'zod';
import { AhcdSchema } from '../ahcd/ahcd';
import { DfpoaSchema } from '../dfpoa/dfpoa';
import { DFPOA_SECTIONS } from '../dfpoa/dfpoa-section';
import { EstatePlanSchema } from '../estate-plan/estate-plan';
import { TRUST_SECTIONS, WILL_SECTIONS } from '../estate-plan/estate-plan-section';
import type { DocumentSummary } from '../profiles/document-summary';
import type { DocumentKind } from './document-registry';
import { ahcdSummary, dfpoaSummary, estatePlanSummary } from './document-summaries';

/** What a kind's answers are: their schema, the sections a save completes, the summary. */
export interface DocumentAnswersEntry<Answers> {
  /** What a save is read with, once; the rules of the kind take what it gives. */
  readonly schema: z.ZodType<Answers>;
  /** The section names a save may complete, in order. */
  readonly sections: readonly string[];
  /** What the profile carries of the document: progress, resume path, signing. */
  summary(
    answers: Answers,
    state: string | null,
    times: { readonly updatedAt: string },
  ): DocumentSummary;
}

const answersOf = <Answers>(entry: DocumentAnswersEntry<Answers>) => entry;

/**
 * Each kind's answers (documents.md 3, 4). Apart from the registry because it holds the schemas,
 * and so zod, which the app's first load does without (ADR 0018).
 */
const ANSWERS = {
  WILL: answersOf({
    schema: EstatePlanSchema,
    sections: WILL_SECTIONS,
    summary: estatePlanSummary,
  }),
  RLT: answersOf({
    schema: EstatePlanSchema,
    sections: TRUST_SECTIONS,
    summary: estatePlanSummary,
  }),
  AHCD: answersOf({
    schema: AhcdSchema,
    // Its five sections are flags among its answers, each set by the wizard (documents.md 3.2).
    sections: [],
    summary: (ahcd, _state, times) => ahcdSummary(ahcd, times),
  }),
  DFPOA: answersOf({
    schema: DfpoaSchema,
    sections: DFPOA_SECTIONS,
    summary: (dfpoa, _state, times) => dfpoaSummary(dfpoa, times),
  }),
} satisfies Record<DocumentKind, DocumentAnswersEntry<unknown>>;

/** A kind's answers, as its schema reads them. */
export type DocumentAnswers<Kind extends DocumentKind> = z.output<(typeof ANSWERS)[Kind]['schema']>;

/** Each kind's answers, typed by its own kind, so that code generic in the kind can read them. */
export const DOCUMENT_ANSWERS: {
  readonly [Kind in DocumentKind]: DocumentAnswersEntry<DocumentAnswers<Kind>>;
} = ANSWERS;
