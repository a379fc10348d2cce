import { ProfileSchema } from '../profiles/profile';
import { documentsToReview, finishedDocumentsOf } from './documents-to-review';
import {
  isYearlyReviewDue,
  lifeEventsFromYearlyReview,
  REPORTED_LIFE_EVENT_KINDS,
  YEARLY_REVIEW_QUESTIONS,
} from './yearly-review';
import { LIFE_EVENT_KINDS, LIFE_EVENT_SOURCES } from './life-event';

const profileWith = (records: Record<string, unknown>) =>
  ProfileSchema.parse({ randId: 'p1', fullName: { first: 'Ana', last: 'Li' }, ...records });

const finishedWill = (dates: Record<string, string | null>) => ({
  will: { randId: 'w1', isComplete: true, isValid: true, ...dates },
});

describe('the yearly review', () => {
  it('asks one question per event only the person can report', () => {
    expect(REPORTED_LIFE_EVENT_KINDS).toEqual(
      LIFE_EVENT_KINDS.filter((kind) => LIFE_EVENT_SOURCES[kind] === 'person'),
    );
    for (const kind of REPORTED_LIFE_EVENT_KINDS)
      expect(YEARLY_REVIEW_QUESTIONS[kind]).toMatch(/\?$/);
  });

  it.each([
    [{}, []],
    [{ CHILD_ADDED: false, GRANDCHILD_ADDED: false }, []],
    [{ CHILD_ADDED: true }, ['CHILD_ADDED']],
    [
      { FIDUCIARY_CANNOT_SERVE: true, NAMED_PERSON_DIED: true, CHILD_ADDED: false },
      ['NAMED_PERSON_DIED', 'FIDUCIARY_CANNOT_SERVE'],
    ],
  ] as const)('reads the answers %o as the events %o', (answers, kinds) => {
    expect(lifeEventsFromYearlyReview(answers).map(({ kind }) => kind)).toEqual(kinds);
  });

  it('flags the finished documents a reported event touches', () => {
    const profile = profileWith(finishedWill({ finalizedAt: '2025-01-10T00:00:00Z' }));
    const reviews = documentsToReview(
      lifeEventsFromYearlyReview({ CHILD_ADDED: true }),
      finishedDocumentsOf(profile),
    );
    expect(reviews.map(({ kind, event }) => `${event} ${kind}`)).toEqual(['CHILD_ADDED WILL']);
  });

  it.each([
    ['no finished document', {}, null, '2030-01-01T00:00:00Z', false],
    [
      'a year after the will was finalized',
      finishedWill({ finalizedAt: '2025-01-10T00:00:00Z' }),
      null,
      '2026-01-10T00:00:00Z',
      true,
    ],
    [
      'a day short of that year',
      finishedWill({ finalizedAt: '2025-01-10T00:00:00Z' }),
      null,
      '2026-01-09T00:00:00Z',
      false,
    ],
    [
      'a year after the will was last saved, without a finalization date',
      finishedWill({ finalizedAt: null, updatedAt: '2025-03-01T00:00:00Z' }),
      null,
      '2026-03-01T00:00:00Z',
      true,
    ],
    [
      'less than a year after the last review',
      finishedWill({ finalizedAt: '2020-01-10T00:00:00Z' }),
      '2025-06-01T00:00:00Z',
      '2026-05-31T00:00:00Z',
      false,
    ],
    [
      'a year after the last review',
      finishedWill({ finalizedAt: '2020-01-10T00:00:00Z' }),
      '2025-06-01T00:00:00Z',
      '2026-06-01T00:00:00Z',
      true,
    ],
  ] as const)('%s', (_case, records, reviewed, now, due) => {
    expect(
      isYearlyReviewDue(
        profileWith(records),
        reviewed === null ? null : new Date(reviewed),
        new Date(now),
      ),
    ).toBe(due);
  });
});
