import { EstatePlanSchema } from '../estate-plan/estate-plan';
import {
  markSignedFormSchema,
  SIGNING_MESSAGES,
  signingRequirement,
  signingShortfalls,
} from './signing-record';
import { answersDigest, signingStatus, signingSummary } from './signing-status';

const form = markSignedFormSchema('2026-11-25');

describe('marking a document signed (issue 19)', () => {
  it.each([
    ['2026-11-25', true],
    ['2026-02-30', false],
    ['11/25/2026', false],
    ['2026-11-26', false],
  ])('takes %s as the day signed: %s', (signedOn, valid) => {
    expect(form.safeParse({ signedOn }).success).toBe(valid);
  });

  it('names what is wrong in the form’s words', () => {
    const result = form.safeParse({ signedOn: '2027-01-01', witnesses: [' '], notary: 'X' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['signedOn', SIGNING_MESSAGES.futureDate],
      ['witnesses.0', SIGNING_MESSAGES.witness],
      ['notary', SIGNING_MESSAGES.notary],
    ]);
    expect(form.parse({ signedOn: '2026-11-01', notary: '  ' }).notary).toBeNull();
  });

  it.each([
    ['will', 'VT', { witnesses: 2, notary: 'optional' }],
    ['will', 'LA', { witnesses: 2, notary: 'required' }],
    ['trust', 'FL', { witnesses: 2, notary: 'required' }],
    ['ahcd', 'MO', { witnesses: 2, notary: 'required' }],
    ['ahcd', 'CA', { witnesses: 2, notary: 'instead' }],
    ['ahcd', 'UT', { witnesses: 1, notary: 'optional' }],
    ['dfpoa', 'PA', { witnesses: 2, notary: 'required' }],
    ['dfpoa', 'TX', { witnesses: 0, notary: 'required' }],
  ] as const)('a %s in %s needs %j', (kind, state, requirement) => {
    expect(signingRequirement(kind, state)).toEqual(requirement);
  });

  it('says what a signing lacks for the state’s rule', () => {
    expect(signingShortfalls('will', 'VT', { witnesses: ['Ann Lee'], notary: null })).toEqual({
      witnesses: 'A will signed in Vermont needs 2 witnesses: enter each one’s name',
    });
    expect(signingShortfalls('ahcd', 'MO', { witnesses: ['A B', 'C D'], notary: null })).toEqual({
      notary:
        'A healthcare directive signed in Missouri is signed before a notary: enter the notary’s name',
    });
    expect(signingShortfalls('ahcd', 'CA', { witnesses: [], notary: null })).toEqual({
      witnesses:
        'A healthcare directive signed in California needs 2 witnesses or a notary: enter their names',
    });
    expect(signingShortfalls('ahcd', 'CA', { witnesses: [], notary: 'Nia Notary' })).toEqual({});
    expect(signingShortfalls('dfpoa', 'TX', { witnesses: [], notary: 'Nia Notary' })).toEqual({});
  });

  it('knows a document changed after it was signed, but not a download or the toggle', () => {
    const plan = EstatePlanSchema.parse({
      randId: 'w',
      planType: 'WILL',
      hasNoContestClause: true,
    });
    const signing = {
      signedOn: '2026-11-20',
      witnesses: ['Ann Lee', 'Bo Diaz'],
      notary: null,
      answersDigest: answersDigest(plan),
    };
    expect(signingStatus(plan)).toBe('NOT_SIGNED');
    const signed = { ...plan, signing, finalizedAt: '2026-11-20T00:00:00.000Z' };
    expect(signingStatus(signed)).toBe('SIGNED');
    expect(signingStatus({ ...signed, isDownloaded: true })).toBe('SIGNED');
    expect(signingSummary({ ...signed, hasNoContestClause: false })).toEqual({
      status: 'CHANGED_SINCE_SIGNED',
      signedOn: '2026-11-20',
    });
    expect(answersDigest({ b: 1, a: [1, { c: null }] })).toBe(
      answersDigest({ a: [1, { c: null }], b: 1 }),
    );
  });
});
