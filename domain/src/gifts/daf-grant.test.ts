import type { z } from 'zod';
import { auditProblems } from '../execution/statute-check';
import { fieldErrorsOf } from '../validation/field-errors';
import { ACCOUNT_NUMBER_MESSAGE } from './account-number';
import {
  DAF_GRANT_MESSAGES,
  DAF_GRANT_RULES,
  DAF_GRANT_RULES_STATEMENT,
  dafGrantSchema,
  dafRecipientProblem,
  draftDafGrant,
  submitDafGrant,
  lastGrantDate,
  MAX_RECURRING_GRANTS,
  type DafGrantInput,
} from './daf-grant';
import { firmName, GIFT_AMOUNT_MESSAGE } from './gift-fields';

const messages = (result: { error?: { issues: z.core.$ZodIssue[] } }) =>
  fieldErrorsOf(result.error?.issues ?? []);

const input = (changes: Partial<DafGrantInput> = {}): DafGrantInput => ({
  sponsor: { firm: 'Fidelity Charitable' },
  fundName: 'The Li Family Fund',
  donor: {
    fullName: 'Ana Li',
    email: 'ana@example.com',
    address: { line1: '12 Elm St', city: 'Springfield', state: 'IL', postalCode: '62701' },
  },
  amount: '2,500',
  anonymity: 'NAME_ONLY',
  recurrence: { frequency: 'ONE_TIME' },
  recipientEin: '94-1234567',
  acknowledgesGrantRules: true,
  ...changes,
});

const MONTHLY = { frequency: 'MONTHLY', startDate: '2027-01-31', grantCount: 12 } as const;

describe('a grant recommendation’s answers (issue 23)', () => {
  const schema = dafGrantSchema(false);

  it('reads a one-time grant where it is needed most, with no fund number', () => {
    expect(schema.parse(input())).toMatchObject({
      sponsor: { firm: 'Fidelity Charitable' },
      fundNumber: null,
      amount: '2500',
      purpose: { kind: 'WHERE_NEEDED_MOST' },
      recurrence: { frequency: 'ONE_TIME' },
      recipientEin: '94-1234567',
    });
    expect(schema.parse(input({ fundNumber: '  ' })).fundNumber).toBeNull();
  });

  it('keeps only the masked fund number', () => {
    const grant = schema.parse(input({ fundNumber: 'G-4411 2290' }));
    expect(grant.fundNumber).toBe('••••2290');
    expect(JSON.stringify(grant)).not.toContain('4411');
  });

  it('reads a stated purpose of up to 500 characters', () => {
    const text = 'For the summer meals program';
    expect(schema.parse(input({ purpose: { kind: 'STATED', text } })).purpose).toEqual({
      kind: 'STATED',
      text,
    });
    expect(
      schema.safeParse(input({ purpose: { kind: 'STATED', text: 'x'.repeat(500) } })).success,
    ).toBe(true);
  });

  it('asks another sponsor’s name', () => {
    const grant = schema.parse(
      input({ sponsor: { firm: 'Other', otherName: 'Community Foundation of Springfield' } }),
    );
    expect(firmName(grant.sponsor)).toBe('Community Foundation of Springfield');
  });

  it('names what is wrong, field by field', () => {
    expect(
      messages(
        schema.safeParse(
          input({
            sponsor: { firm: 'Other', otherName: 'X' },
            fundName: ' ',
            fundNumber: '12',
            amount: '$0.00',
            purpose: { kind: 'STATED', text: 'x'.repeat(501) },
            anonymity: 'PUBLIC' as never,
            recipientEin: 'none',
            acknowledgesGrantRules: false as never,
          }),
        ),
      ),
    ).toEqual({
      'sponsor.otherName': DAF_GRANT_MESSAGES.sponsorName,
      fundName: DAF_GRANT_MESSAGES.fundName,
      fundNumber: ACCOUNT_NUMBER_MESSAGE,
      amount: GIFT_AMOUNT_MESSAGE,
      'purpose.text': DAF_GRANT_MESSAGES.purpose,
      anonymity: DAF_GRANT_MESSAGES.anonymity,
      recipientEin: DAF_GRANT_MESSAGES.recipientEin,
      acknowledgesGrantRules: DAF_GRANT_MESSAGES.rules,
    });
    expect(
      messages(
        schema.safeParse(
          input({
            sponsor: undefined as never,
            purpose: { kind: 'STATED', text: '  ' },
            recurrence: { frequency: 'WEEKLY' } as never,
          }),
        ),
      ),
    ).toEqual({
      sponsor: DAF_GRANT_MESSAGES.sponsor,
      'purpose.text': DAF_GRANT_MESSAGES.purpose,
      'recurrence.frequency': DAF_GRANT_MESSAGES.recurrence,
    });
    expect(messages(schema.safeParse(input({ purpose: { kind: 'SOMETHING' } as never })))).toEqual({
      'purpose.kind': DAF_GRANT_MESSAGES.purpose,
    });
  });

  it('asks the donor to confirm the sponsors’ grant rules, and cites them', () => {
    expect(
      messages(schema.safeParse(input({ acknowledgesGrantRules: undefined as never }))),
    ).toEqual({ acknowledgesGrantRules: DAF_GRANT_MESSAGES.rules });
    for (const words of ['more than an incidental benefit', 'pledge', 'private non-operating'])
      expect(DAF_GRANT_RULES_STATEMENT).toContain(words);
    expect(auditProblems(DAF_GRANT_RULES, '2026-11-26')).toEqual([]);
  });

  it('keeps the charity as the directory names it, not the typed EIN', () => {
    const recipient = {
      ein: '94-1234567',
      legalName: 'SAN FRANCISCO FOOD BANK',
      address: {
        street: '900 Pennsylvania Ave',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94107',
      },
    };
    const grant = draftDafGrant('daf-1', schema.parse(input()), recipient);
    expect(grant).toMatchObject({ id: 'daf-1', status: 'DRAFT', recipient });
    expect(grant).not.toHaveProperty('recipientEin');
  });
});

describe('recurring grants, only while they are offered (FW_RECURRING_DAF_GRANTS)', () => {
  it('refuses a recurring grant while the flag is off', () => {
    expect(messages(dafGrantSchema(false).safeParse(input({ recurrence: MONTHLY })))).toEqual({
      'recurrence.frequency': DAF_GRANT_MESSAGES.recurringOff,
    });
  });

  it('reads one while it is on, and a one-time grant either way', () => {
    expect(dafGrantSchema(true).parse(input({ recurrence: MONTHLY })).recurrence).toEqual(MONTHLY);
    expect(dafGrantSchema(true).parse(input()).recurrence).toEqual({ frequency: 'ONE_TIME' });
  });

  it.each([1, MAX_RECURRING_GRANTS + 1, 2.5])('refuses %s grants', (grantCount) => {
    expect(
      messages(dafGrantSchema(true).safeParse(input({ recurrence: { ...MONTHLY, grantCount } }))),
    ).toEqual({ 'recurrence.grantCount': DAF_GRANT_MESSAGES.grantCount });
  });

  it('asks the first grant’s date', () => {
    expect(
      messages(
        dafGrantSchema(true).safeParse(
          input({ recurrence: { ...MONTHLY, startDate: '2027-02-29' } }),
        ),
      ),
    ).toEqual({ 'recurrence.startDate': DAF_GRANT_MESSAGES.startDate });
  });

  it.each([
    ['MONTHLY', '2027-01-31', 12, '2027-12-31'],
    ['MONTHLY', '2027-01-31', 2, '2027-02-28'],
    ['QUARTERLY', '2027-01-15', 4, '2027-10-15'],
    ['YEARLY', '2027-02-01', 3, '2029-02-01'],
  ] as const)('%s from %s, %s grants: the last on %s', (frequency, startDate, grantCount, last) => {
    expect(lastGrantDate({ frequency, startDate, grantCount })).toBe(last);
  });
});

describe('submitting a grant recommendation (issue 23)', () => {
  const recipient = {
    ein: '94-1234567',
    legalName: 'SAN FRANCISCO FOOD BANK',
    address: {
      street: '900 Pennsylvania Ave',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94107',
    },
  };
  const draft = draftDafGrant('daf-1', dafGrantSchema(false).parse(input()), recipient);

  it('submits a draft on the day, which dates the recommendation', () => {
    expect(draft.submittedOn).toBeNull();
    expect(submitDafGrant(draft, '2026-11-23')._unsafeUnwrap()).toMatchObject({
      status: 'SUBMITTED',
      submittedOn: '2026-11-23',
    });
  });

  it('submits a draft only', () => {
    const submitted = submitDafGrant(draft, '2026-11-23')._unsafeUnwrap();
    expect(submitDafGrant(submitted, '2026-11-24')._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );
  });

  it.each([
    ['public-charity', null],
    ['private-operating-foundation', null],
    ['private-non-operating-foundation', DAF_GRANT_MESSAGES.privateFoundation],
    [null, DAF_GRANT_MESSAGES.notDeductible],
  ] as const)('a recipient that is %s: %s', (kind, problem) => {
    expect(dafRecipientProblem(kind)).toBe(problem);
  });
});
