import { DOCUMENT_KINDS, LIFE_EVENT_KINDS, REPORTED_LIFE_EVENT_KINDS } from '@bequest/domain';
import { z } from 'zod';
import { route } from './route';

/** A finished document to review after a life event, as the account page shows it (issue 29). */
export const DocumentReviewViewSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  /** The document's name as the account table shows it. */
  title: z.string(),
  documentId: z.string(),
  event: z.enum(LIFE_EVENT_KINDS),
  /** Why it is flagged: "You moved from California to Texas." */
  reason: z.string(),
  /** What to update in it. */
  update: z.string(),
  /** After a move: how the new state treats the document, from the execution tables. */
  stateNote: z.string().nullable(),
  flaggedAt: z.iso.datetime(),
});
export type DocumentReviewView = z.output<typeof DocumentReviewViewSchema>;

export const DocumentReviewParamsSchema = z.object({
  reviewId: z.string().min(1).max(100),
});

const ReportedEventSchema = z.enum(REPORTED_LIFE_EVENT_KINDS);

/** The yearly review: whether it is due, and the questions the profile cannot answer. */
export const YearlyReviewViewSchema = z.object({
  due: z.boolean(),
  questions: z.array(z.object({ event: ReportedEventSchema, question: z.string() })),
});
export type YearlyReviewView = z.output<typeof YearlyReviewViewSchema>;

/** The person's answers: true for yes, per question; a question left out is a no. */
export const YearlyReviewAnswersSchema = z.object({
  answers: z.partialRecord(ReportedEventSchema, z.boolean()),
});

/** The signed-in person's documents to review after a life event (issue 29). */
export const documentReviewRoutes = {
  listDocumentReviews: route({
    method: 'GET',
    path: '/me/document-reviews',
    summary:
      "The signed-in person's finished documents to review after a move, a marriage or its end: the reason and what to update, oldest first",
    auth: 'session',
    response: z.array(DocumentReviewViewSchema),
  }),
  dismissDocumentReview: route({
    method: 'POST',
    path: '/me/document-reviews/:reviewId/dismissal',
    summary: "I've reviewed this: the flag leaves the person's list",
    auth: 'session',
    params: DocumentReviewParamsSchema,
    response: z.object({ dismissed: z.literal(true) }),
    errors: [{ status: 404, code: 'REQUEST.NOT_FOUND' }],
  }),
  getYearlyReview: route({
    method: 'GET',
    path: '/me/yearly-review',
    summary:
      "Whether the signed-in person's yearly review of their finished documents is due, with its questions",
    auth: 'session',
    response: YearlyReviewViewSchema,
    errors: [{ status: 404, code: 'REQUEST.NOT_FOUND' }],
  }),
  answerYearlyReview: route({
    method: 'PUT',
    path: '/me/yearly-review',
    summary:
      'Answer the yearly review: each yes flags the finished documents it touches; the review is due again in a year',
    auth: 'session',
    body: YearlyReviewAnswersSchema,
    response: z.object({ flagged: z.number().int().nonnegative() }),
    errors: [{ status: 404, code: 'REQUEST.NOT_FOUND' }],
  }),
};
