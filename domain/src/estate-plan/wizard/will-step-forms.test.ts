import type { z } from 'zod';
import { AnonymousStartFormSchema } from './person-form';
import { TrustStartFormSchema } from './trust-forms';
import {
  custodiansFormSchemaFor,
  trustAgesChoiceOf,
  trustAgesOf,
  AssetTypesFormSchema,
  CustodiansFormSchema,
  EstateValueFormSchema,
  FuneralWishesFormSchema,
  GiftsFormSchema,
  giftsForm,
  specificGiftsOf,
  PetsFormSchema,
  ProvisionsFormSchema,
} from './will-forms';

const name = (first: string, last: string) => ({ first, middle: '', last });
const issues = (schema: z.ZodType, form: unknown) => {
  const parsed = schema.safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const UNANSWERED = 'Please select a response to continue.';

describe.each<[string, z.ZodType, unknown, unknown, Record<string, string>]>([
  [
    'pets',
    PetsFormSchema,
    {
      hasPets: 'yes',
      pets: [{ name: 'Biscuit', caretaker: name('Elena', 'Ruiz'), careFund: '500' }],
    },
    { hasPets: 'yes', pets: [{ name: '', caretaker: name('Elena', 'Ruiz'), careFund: '5x' }] },
    {
      'pets.0.name': 'Please enter your pet’s name',
      'pets.0.careFund': 'Please enter an amount in dollars, such as 500',
    },
  ],
  [
    'no pets listed',
    PetsFormSchema,
    { hasPets: 'no', pets: [] },
    { hasPets: 'yes', pets: [] },
    { pets: 'Please add each of your pets' },
  ],
  [
    'asset kinds',
    AssetTypesFormSchema,
    { assetTypes: ['home'], none: false },
    { assetTypes: [], none: false },
    { assetTypes: 'Please choose at least one, or “None of these”' },
  ],
  [
    'estate value',
    EstateValueFormSchema,
    { estimatedEstateValue: 'under_100k' },
    { estimatedEstateValue: null },
    { estimatedEstateValue: UNANSWERED },
  ],
  [
    'gifts',
    GiftsFormSchema,
    {
      gifts: [
        {
          propertyId: 'ring',
          description: 'My ring',
          portions: [
            { kind: 'person', recipientName: 'Marta Diaz', charitableGiftId: null, percent: '100' },
          ],
        },
      ],
    },
    {
      gifts: [
        {
          propertyId: 'cabin',
          description: ' ',
          portions: [
            { kind: 'person', recipientName: '', charitableGiftId: null, percent: '50' },
            {
              kind: 'charity',
              recipientName: 'River Conservancy',
              charitableGiftId: null,
              percent: '0',
            },
          ],
        },
      ],
    },
    {
      'gifts.0.description': 'Please describe the gift',
      'gifts.0.portions.0.recipientName': 'Please enter who receives it',
      'gifts.0.portions.1.percent': 'Please enter a share greater than 0 and at most 100',
      'gifts.0.total':
        'The shares of this gift must add up to exactly 100%; they now add up to 50%',
    },
  ],
  [
    'custodians',
    CustodiansFormSchema,
    { wantsCustodian: 'yes', custodians: [name('Elena', 'Ruiz')] },
    { wantsCustodian: 'yes', custodians: [] },
    { custodians: 'Please name a custodian' },
  ],
  [
    'funeral wishes',
    FuneralWishesFormSchema,
    { disposition: 'burial', instructions: '' },
    { disposition: null, instructions: '' },
    { disposition: UNANSWERED },
  ],
  [
    'provisions',
    ProvisionsFormSchema,
    { hasNoContestClause: 'no' },
    { hasNoContestClause: null },
    { hasNoContestClause: UNANSWERED },
  ],
  [
    'a trust of one',
    TrustStartFormSchema,
    { ownership: 'individual', partnerStatus: 'MARRIED', spouse: name('', '') },
    { ownership: null, partnerStatus: 'MARRIED', spouse: name('', '') },
    { ownership: UNANSWERED },
  ],
])('the %s step', (_step, schema, good, bad, expected) => {
  it('accepts a complete answer', () => {
    expect(issues(schema, good)).toEqual({});
  });
  it('names each problem', () => {
    expect(issues(schema, bad)).toEqual(expected);
  });
});

describe('starting without an account', () => {
  it('needs a legal name, an e-mail address and the terms', () => {
    expect(
      issues(AnonymousStartFormSchema, {
        first: 'Rosa',
        middle: '',
        last: 'D',
        email: 'rosa@',
        termsAccepted: false,
      }),
    ).toEqual({
      last: 'Please enter your legal last name',
      email: 'Please enter your email, including the full domain name',
      termsAccepted: 'You must accept the Terms of Service & Privacy Notice to continue.',
    });
  });
});

describe('gifts in portions', () => {
  it('are stored with each share and read back as typed', () => {
    const typed = {
      gifts: [
        {
          propertyId: 'cabin',
          description: 'My cabin',
          portions: [
            {
              kind: 'person' as const,
              recipientName: 'Marta Diaz',
              charitableGiftId: null,
              percent: '60',
            },
            {
              kind: 'charity' as const,
              recipientName: 'River Conservancy',
              charitableGiftId: 'org-river-conservancy',
              percent: '40',
            },
          ],
          backupRecipientName: 'Sofia Diaz',
        },
      ],
    };
    const stored = specificGiftsOf(typed.gifts);
    expect(stored[0]!.backupRecipientName).toBe('Sofia Diaz');
    expect(specificGiftsOf([{ ...typed.gifts[0]!, backupRecipientName: ' ' }])[0]).toMatchObject({
      backupRecipientName: null,
    });
    expect(stored[0]!.portions[1]).toEqual({
      recipientName: 'River Conservancy',
      charitableGiftId: 'org-river-conservancy',
      percent: 40,
    });
    expect(giftsForm(stored)).toEqual(typed);
  });
});

describe('when a trust pays out a young beneficiary’s share (issue 18)', () => {
  const custodians = { wantsCustodian: 'no', custodians: [] };

  it('asks a trust, not a will', () => {
    expect(
      custodiansFormSchemaFor('RLT').safeParse({ ...custodians, trustAges: null }).success,
    ).toBe(false);
    expect(custodiansFormSchemaFor('WILL').parse({ ...custodians, trustAges: null })).toMatchObject(
      { trustAges: null },
    );
    expect(
      custodiansFormSchemaFor('RLT').parse({ ...custodians, trustAges: '25-30' }).trustAges,
    ).toBe('25-30');
  });

  it.each([
    ['25-30-35', [25, 30, 35]],
    ['25-30', [25, 30]],
    ['21', [21]],
  ] as const)('%s gives the ages %j, and back', (choice, ages) => {
    expect(trustAgesOf(choice)).toEqual(ages);
    expect(trustAgesChoiceOf(ages)).toBe(choice);
  });

  it('knows no choice for ages saved otherwise', () => {
    expect(trustAgesChoiceOf([22, 27])).toBeNull();
  });
});
