import type { z } from 'zod';
import { ADDRESS_MESSAGES } from '../validation/address-rules';
import { EMAIL_MESSAGE } from '../validation/email';
import { fieldErrorsOf } from '../validation/field-errors';
import { ACCOUNT_NUMBER_MESSAGE } from './account-number';
import { firmName, GIFT_AMOUNT_MESSAGE } from './gift-fields';
import { DONOR_MESSAGES, type GiftRecipient } from './gift-parties';
import {
  draftQcdGift,
  QCD_GIFT_MESSAGES,
  QcdGiftSchema,
  qcdSubmissionProblems,
  submitQcdGift,
  type QcdGift,
  type QcdGiftInput,
} from './qcd-gift';

const messages = (result: { error?: { issues: z.core.$ZodIssue[] } }) =>
  fieldErrorsOf(result.error?.issues ?? []);

const TODAY = '2026-11-26';

const input = (changes: Partial<QcdGiftInput> = {}): QcdGiftInput => ({
  custodian: { firm: 'Vanguard' },
  owner: {
    fullName: 'Ana Li',
    email: 'Ana@Example.com',
    address: { line1: '12 Elm St', city: 'Springfield', state: 'il', postalCode: '62701' },
    birthDate: '1951-04-01',
  },
  accountNumber: '8800-1234-5678',
  amount: '$10,000',
  distributionDate: '2026-12-15',
  recipientEin: '941234567',
  ...changes,
});

const FOOD_BANK: GiftRecipient = {
  ein: '94-1234567',
  legalName: 'SAN FRANCISCO FOOD BANK',
  address: {
    street: '900 Pennsylvania Ave',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94107',
  },
};

const gift = (changes: Partial<QcdGiftInput> = {}): QcdGift =>
  draftQcdGift('qcd-1', QcdGiftSchema.parse(input(changes)), FOOD_BANK);

describe('the QCD’s answers (issue 23)', () => {
  it('reads the plan, keeping only the masked account number', () => {
    const answers = QcdGiftSchema.parse(input());
    expect(answers).toMatchObject({
      custodian: { firm: 'Vanguard' },
      owner: { email: 'ana@example.com', birthDate: '1951-04-01', address: { state: 'IL' } },
      accountNumber: '••••5678',
      amount: '10000',
      givenEarlierInYear: '0',
      recipientEin: '94-1234567',
      priorYearEndBalance: null,
    });
    expect(JSON.stringify(answers)).not.toContain('8800');
    expect(
      QcdGiftSchema.parse(input({ priorYearEndBalance: '$265,000', givenEarlierInYear: '2,500' })),
    ).toMatchObject({ priorYearEndBalance: '265000', givenEarlierInYear: '2500' });
  });

  it('asks another custodian’s name, and never keeps a name for a listed one', () => {
    const other = QcdGiftSchema.parse(
      input({ custodian: { firm: 'Other', otherName: ' First Trust Co. ' } }),
    );
    expect(other.custodian).toEqual({ firm: 'Other', otherName: 'First Trust Co.' });
    expect(firmName(other.custodian)).toBe('First Trust Co.');
    expect(firmName(QcdGiftSchema.parse(input()).custodian)).toBe('Vanguard');
  });

  it('names what is wrong, field by field', () => {
    expect(
      messages(
        QcdGiftSchema.safeParse({
          custodian: { firm: 'Other', otherName: '' },
          owner: {
            fullName: 'A',
            email: 'ana@',
            address: { line1: '', city: '', state: 'ZZ', postalCode: '1' },
            birthDate: '1951-02-30',
          },
          accountNumber: '12',
          amount: '0',
          distributionDate: '12/15/2026',
          givenEarlierInYear: '-5',
          recipientEin: '12-345',
          priorYearEndBalance: 'lots',
        }),
      ),
    ).toEqual({
      'custodian.otherName': QCD_GIFT_MESSAGES.custodianName,
      'owner.fullName': DONOR_MESSAGES.fullName,
      'owner.email': EMAIL_MESSAGE,
      'owner.address.line1': ADDRESS_MESSAGES.address1,
      'owner.address.city': ADDRESS_MESSAGES.city,
      'owner.address.state': ADDRESS_MESSAGES.administrativeArea,
      'owner.address.postalCode': ADDRESS_MESSAGES.postalCode,
      'owner.birthDate': QCD_GIFT_MESSAGES.birthDate,
      accountNumber: ACCOUNT_NUMBER_MESSAGE,
      amount: GIFT_AMOUNT_MESSAGE,
      distributionDate: QCD_GIFT_MESSAGES.distributionDate,
      givenEarlierInYear: QCD_GIFT_MESSAGES.givenEarlierInYear,
      recipientEin: QCD_GIFT_MESSAGES.recipientEin,
      priorYearEndBalance: QCD_GIFT_MESSAGES.priorYearEndBalance,
    });
    expect(
      messages(QcdGiftSchema.safeParse(input({ custodian: { firm: 'Acme' } as never }))),
    ).toEqual({ 'custodian.firm': QCD_GIFT_MESSAGES.custodian });
    expect(messages(QcdGiftSchema.safeParse(input({ custodian: undefined as never })))).toEqual({
      custodian: QCD_GIFT_MESSAGES.custodian,
    });
  });

  it('keeps the charity as the directory names it, not the typed EIN', () => {
    const draft = gift();
    expect(draft).toMatchObject({ id: 'qcd-1', status: 'DRAFT', recipient: FOOD_BANK });
    expect(draft).not.toHaveProperty('recipientEin');
  });
});

describe('a QCD that would not qualify cannot be submitted (26 U.S.C. § 408(d)(8))', () => {
  it('submits a qualifying distribution', () => {
    expect(qcdSubmissionProblems(gift(), 'public-charity', TODAY)).toEqual({});
    expect(submitQcdGift(gift(), 'public-charity', TODAY)._unsafeUnwrap()).toMatchObject({
      status: 'SUBMITTED',
      submittedOn: TODAY,
    });
  });

  it('refuses a distribution before the owner reaches 70½', () => {
    const young = gift({ owner: { ...input().owner, birthDate: '1956-08-01' } });
    expect(qcdSubmissionProblems(young, 'public-charity', TODAY)).toEqual({
      distributionDate:
        'A qualified charitable distribution must be made on or after the day you reach 70½: 2027-02-01.',
    });
  });

  it.each([
    [
      'a donor-advised fund',
      'donor-advised-fund',
      'A qualified charitable distribution cannot go to a donor-advised fund.',
    ],
    ['not deductible', null, QCD_GIFT_MESSAGES.notDeductible],
  ] as const)('refuses a recipient that is %s', (_name, kind, message) => {
    expect(qcdSubmissionProblems(gift(), kind, TODAY)).toEqual({ recipientEin: message });
  });

  it('refuses more than the year’s limit, counting what was given earlier', () => {
    expect(
      qcdSubmissionProblems(
        gift({ distributionDate: '2025-12-15', givenEarlierInYear: '100000' }),
        'public-charity',
        '2025-06-01',
      ),
    ).toEqual({
      amount:
        'Your qualified charitable distributions in 2025 may total $108,000; that leaves $8,000.',
    });
  });

  it('refuses a planned date already past, and says why, field by field', () => {
    const refused = submitQcdGift(
      gift({ distributionDate: '2026-11-25' }),
      'private-non-operating-foundation',
      TODAY,
    )._unsafeUnwrapErr();
    expect(refused).toEqual({
      code: 'QCD.NOT_QUALIFIED',
      message: 'This distribution would not be a qualified charitable distribution as planned.',
      fields: {
        distributionDate: QCD_GIFT_MESSAGES.datePassed,
        recipientEin:
          'A qualified charitable distribution cannot go to a private non-operating foundation.',
      },
    });
  });

  it('submits a draft only', () => {
    const submitted = { ...gift(), status: 'SUBMITTED' as const };
    expect(submitQcdGift(submitted, 'public-charity', TODAY)._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );
  });
});
