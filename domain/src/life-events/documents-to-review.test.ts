import { DOCUMENT_KINDS, type DocumentKind } from '../documents/document-registry';
import { ProfileSchema } from '../profiles/profile';
import {
  documentsToReview,
  finishedDocumentsOf,
  lifeEventReason,
  type FinishedDocument,
} from './documents-to-review';
import { LIFE_EVENT_KINDS, type LifeEvent, type LifeEventKind } from './life-event';
import { LIFE_EVENT_CONSEQUENCES } from './life-event-consequences';

const EVENTS: Readonly<Record<LifeEventKind, LifeEvent>> = {
  MOVED_STATE: { kind: 'MOVED_STATE', from: 'CA', to: 'TX' },
  MARRIED: { kind: 'MARRIED', from: 'SINGLE', to: 'MARRIED' },
  MARRIAGE_ENDED: { kind: 'MARRIAGE_ENDED', from: 'MARRIED' },
  CHILD_ADDED: { kind: 'CHILD_ADDED' },
  GRANDCHILD_ADDED: { kind: 'GRANDCHILD_ADDED' },
  NAMED_PERSON_DIED: { kind: 'NAMED_PERSON_DIED' },
  FIDUCIARY_CANNOT_SERVE: { kind: 'FIDUCIARY_CANNOT_SERVE' },
};

const ALL: readonly FinishedDocument[] = DOCUMENT_KINDS.map((kind) => ({
  kind,
  documentId: `${kind}-1`,
  signed: true,
}));

/** Every row of the table: whether the event flags the document, and a word its update says. */
const ROWS: readonly (readonly [LifeEventKind, DocumentKind, string | null])[] = [
  ['MOVED_STATE', 'WILL', 'new state'],
  ['MOVED_STATE', 'RLT', 'real estate'],
  ['MOVED_STATE', 'AHCD', 'health care directive'],
  ['MOVED_STATE', 'DFPOA', 'power of attorney'],
  ['MARRIED', 'WILL', 'spouse'],
  ['MARRIED', 'RLT', 'spouse'],
  ['MARRIED', 'AHCD', 'health care agent'],
  ['MARRIED', 'DFPOA', 'financial agent'],
  ['MARRIAGE_ENDED', 'WILL', 'former spouse'],
  ['MARRIAGE_ENDED', 'RLT', 'former spouse'],
  ['MARRIAGE_ENDED', 'AHCD', 'former spouse'],
  ['MARRIAGE_ENDED', 'DFPOA', 'former spouse'],
  ['CHILD_ADDED', 'WILL', 'guardian'],
  ['CHILD_ADDED', 'RLT', 'beneficiary'],
  ['CHILD_ADDED', 'AHCD', null],
  ['CHILD_ADDED', 'DFPOA', null],
  ['GRANDCHILD_ADDED', 'WILL', 'grandchild'],
  ['GRANDCHILD_ADDED', 'RLT', 'grandchild'],
  ['GRANDCHILD_ADDED', 'AHCD', null],
  ['GRANDCHILD_ADDED', 'DFPOA', null],
  ['NAMED_PERSON_DIED', 'WILL', 'executor'],
  ['NAMED_PERSON_DIED', 'RLT', 'successor trustee'],
  ['NAMED_PERSON_DIED', 'AHCD', 'health care agent'],
  ['NAMED_PERSON_DIED', 'DFPOA', 'financial agent'],
  ['FIDUCIARY_CANNOT_SERVE', 'WILL', 'executor'],
  ['FIDUCIARY_CANNOT_SERVE', 'RLT', 'successor trustee'],
  ['FIDUCIARY_CANNOT_SERVE', 'AHCD', 'health care agent'],
  ['FIDUCIARY_CANNOT_SERVE', 'DFPOA', 'financial agent'],
];

describe('the table of event × document × consequence', () => {
  it('has a row for every event and every kind of document', () => {
    const listed = ROWS.map(([event, kind]) => `${event} ${kind}`).sort();
    const expected = LIFE_EVENT_KINDS.flatMap((event) =>
      DOCUMENT_KINDS.map((kind) => `${event} ${kind}`),
    ).sort();
    expect(listed).toEqual(expected);
  });

  it.each(ROWS)('%s × %s', (eventKind, kind, word) => {
    const document = ALL.find((one) => one.kind === kind)!;
    const reviews = documentsToReview([EVENTS[eventKind]], [document]);
    if (word === null) {
      expect(reviews).toEqual([]);
      return;
    }
    expect(reviews).toEqual([
      {
        kind,
        documentId: `${kind}-1`,
        event: eventKind,
        reason: lifeEventReason(EVENTS[eventKind]),
        update: LIFE_EVENT_CONSEQUENCES[eventKind][kind],
        stateNote: eventKind === 'MOVED_STATE' ? expect.stringContaining('Texas') : null,
        movedFrom: eventKind === 'MOVED_STATE' ? 'CA' : null,
      },
    ]);
    expect(reviews[0]!.update).toContain(word);
  });
});

describe('documentsToReview', () => {
  it('gives one entry per document and event, events first, and none without documents', () => {
    const reviews = documentsToReview([EVENTS.MARRIED, EVENTS.CHILD_ADDED], ALL);
    expect(reviews.map(({ event, kind }) => `${event} ${kind}`)).toEqual([
      'MARRIED WILL',
      'MARRIED RLT',
      'MARRIED AHCD',
      'MARRIED DFPOA',
      'CHILD_ADDED WILL',
      'CHILD_ADDED RLT',
    ]);
    expect(documentsToReview([EVENTS.MARRIED], [])).toEqual([]);
    expect(documentsToReview([], ALL)).toEqual([]);
  });

  it.each([
    [EVENTS.MOVED_STATE, 'You moved from California to Texas.'],
    [{ kind: 'MOVED_STATE', from: 'ON', to: 'NY' } as const, 'You moved from ON to New York.'],
    [EVENTS.MARRIED, 'Your marital status changed from Single to Married.'],
    [EVENTS.MARRIAGE_ENDED, 'Your marital status changed from Married to Single.'],
    [
      { kind: 'MARRIAGE_ENDED', from: 'DOMESTIC_PARTNERSHIP' } as const,
      'Your marital status changed from Domestic Partnership to Single.',
    ],
    [EVENTS.CHILD_ADDED, 'You told us you have a new child.'],
    [EVENTS.GRANDCHILD_ADDED, 'You told us you have a new grandchild.'],
    [EVENTS.NAMED_PERSON_DIED, 'You told us someone your documents name has died.'],
    [
      EVENTS.FIDUCIARY_CANNOT_SERVE,
      'You told us someone your documents appoint can no longer serve.',
    ],
  ] as const)('gives the reason for %o', (event, reason) => {
    expect(lifeEventReason(event)).toBe(reason);
  });
});

describe('a second move before the first was reviewed', () => {
  const will: FinishedDocument = { kind: 'WILL', documentId: 'w1', signed: true, madeFor: 'CA' };
  const onward = { kind: 'MOVED_STATE', from: 'TX', to: 'FL' } as const;

  it('speaks of the state the document was made for, not the one moved from last', () => {
    const [review] = documentsToReview([onward], [will]);
    expect(review).toMatchObject({
      reason: 'You moved from California to Florida.',
      movedFrom: 'CA',
      stateNote: expect.stringContaining('under California’s rules'),
    });
  });

  it('flags nothing for a move back to the state the document was made for', () => {
    expect(documentsToReview([{ ...onward, to: 'CA' }], [will])).toEqual([]);
    expect(documentsToReview([{ ...EVENTS.MARRIED }], [will])).toHaveLength(1);
  });
});

describe('finishedDocumentsOf', () => {
  const summary = (randId: string, fields: Record<string, unknown>) => ({ randId, ...fields });

  it('lists finished documents only, with whether they were signed', () => {
    const profile = ProfileSchema.parse({
      randId: 'p1',
      fullName: { first: 'Jane', last: 'Doe' },
      will: summary('w1', {
        isComplete: true,
        isValid: true,
        signing: { status: 'SIGNED', signedOn: '2026-01-02' },
      }),
      // A trust is finished only when valid as well.
      rlt: summary('t1', { isComplete: true, isValid: false }),
      ahcd: summary('a1', { isComplete: true }),
      dfpoa: summary('d1', {
        isComplete: true,
        signing: { status: 'CHANGED_SINCE_SIGNED', signedOn: '2026-01-02' },
      }),
    });
    expect(finishedDocumentsOf(profile)).toEqual([
      { kind: 'WILL', documentId: 'w1', signed: true },
      { kind: 'AHCD', documentId: 'a1', signed: false },
      { kind: 'DFPOA', documentId: 'd1', signed: true },
    ]);
  });
});
