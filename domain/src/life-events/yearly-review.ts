import { DOCUMENT_REGISTRY } from '../documents/document-registry';
import type { ProductRecords } from '../products/document-progress';
import { finishedDocumentsOf } from './documents-to-review';
import type { LifeEvent, LifeEventKind } from './life-event';
import { LIFE_EVENT_SOURCES } from './life-event';

/** The events only the person can report: the profile cannot record them. */
export type ReportedLifeEventKind = {
  [Kind in LifeEventKind]: (typeof LIFE_EVENT_SOURCES)[Kind] extends 'person' ? Kind : never;
}[LifeEventKind];

/**
 * The yearly review's questions (issue 29): what the profile cannot know, one per event only the
 * person can report. A yes flags the finished documents the event touches.
 */
export const YEARLY_REVIEW_QUESTIONS = {
  CHILD_ADDED: 'Have you had or adopted a child since your documents were finished?',
  GRANDCHILD_ADDED: 'Have you had a new grandchild?',
  NAMED_PERSON_DIED:
    'Has anyone your documents name died: a beneficiary, executor, trustee, guardian or agent?',
  FIDUCIARY_CANNOT_SERVE:
    'Can anyone your documents appoint (executor, trustee, guardian or agent) no longer serve, or no longer want to?',
} as const satisfies Record<ReportedLifeEventKind, string>;

export const REPORTED_LIFE_EVENT_KINDS = Object.keys(
  YEARLY_REVIEW_QUESTIONS,
) as readonly ReportedLifeEventKind[];

/** The person's answers: yes, no, or not answered, per question. */
export type YearlyReviewAnswers = Readonly<Partial<Record<ReportedLifeEventKind, boolean>>>;

/** The events the person reported, in the questions' order. */
export const lifeEventsFromYearlyReview = (answers: YearlyReviewAnswers): readonly LifeEvent[] =>
  REPORTED_LIFE_EVENT_KINDS.filter((kind) => answers[kind] === true).map((kind) => ({ kind }));

const oneYearAfter = (date: Date): Date => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
};

/**
 * When the documents were last known current: the last yearly review, else the day the earliest
 * finished document was finalized (or last saved, when it has no finalization date). Null
 * without finished documents: there is nothing to review.
 */
export const lastCurrentOn = (
  profile: ProductRecords,
  lastReviewedAt: Date | null,
): Date | null => {
  const finished = finishedDocumentsOf(profile);
  if (finished.length === 0) return null;
  if (lastReviewedAt) return lastReviewedAt;
  const dates = finished
    .map(({ kind }) => profile[DOCUMENT_REGISTRY[kind].profileField])
    .map((summary) => summary?.finalizedAt ?? summary?.updatedAt ?? null)
    .filter((value): value is string => value !== null)
    .map((value) => new Date(value))
    .filter((date) => !Number.isNaN(date.getTime()));
  if (dates.length === 0) return null;
  return new Date(Math.min(...dates.map((date) => date.getTime())));
};

/** Whether the yearly review is due: a year or more since the documents were last known current. */
export const isYearlyReviewDue = (
  profile: ProductRecords,
  lastReviewedAt: Date | null,
  now: Date,
): boolean => {
  const since = lastCurrentOn(profile, lastReviewedAt);
  return since !== null && now.getTime() >= oneYearAfter(since).getTime();
};
