import type { z } from 'zod';
import { AnonymousStartFormSchema } from './person-form';
import { TrustStartFormSchema } from './trust-forms';
import {
  AssetTypesFormSchema,
  CustodiansFormSchema,
  EstateValueFormSchema,
  FuneralWishesFormSchema,
  GiftsFormSchema,
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
    { gifts: [{ description: 'My ring', recipientName: 'Marta Diaz' }] },
    { gifts: [{ description: ' ', recipientName: '' }] },
    {
      'gifts.0.description': 'Please describe the gift',
      'gifts.0.recipientName': 'Please enter who receives it',
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
