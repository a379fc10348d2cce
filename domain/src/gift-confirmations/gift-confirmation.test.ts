import {
  GIFT_CONFIRMATION_MESSAGES,
  GiftConfirmationBasicsSchema,
  giftConfirmationBase,
  giftConfirmationPath,
  giftConfirmationThanks,
  giftDetailsSchema,
  giftIntentFields,
  isGiftConfirmationStep,
} from './gift-confirmation';

const basics = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@example.com',
  nonprofit: { kind: 'partner', urlName: 'harbor-food-bank' },
};
const details = {
  vehicle: 'WILL_OR_TRUST',
  intent: 'PERCENTAGE',
  percentage: '10',
  amount: '',
  recognition: 'NAMED',
  shareContactDetails: true,
};
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('gift confirmation: who tells which nonprofit (giving-and-beneficiaries.md 2.8)', () => {
  it('takes the donor and a partner from the page address', () => {
    expect(GiftConfirmationBasicsSchema.parse(basics)).toEqual(basics);
  });

  it('takes a nonprofit named by the donor, its EIN optional and written 12-3456789', () => {
    const named = (ein: string) =>
      GiftConfirmationBasicsSchema.parse({
        ...basics,
        nonprofit: { kind: 'named', name: ' City Library ', ein },
      }).nonprofit;
    expect(named('123456789')).toEqual({ kind: 'named', name: 'City Library', ein: '12-3456789' });
    expect(named('12-3456789')).toMatchObject({ ein: '12-3456789' });
    expect(named('')).toMatchObject({ ein: null });
    expect(named(null as never)).toMatchObject({ ein: null });
  });

  it('names each bad field in its own words', () => {
    const result = GiftConfirmationBasicsSchema.safeParse({
      firstName: '',
      lastName: 'D',
      email: 'rosa@',
      nonprofit: { kind: 'named', name: 'A', ein: '12-34' },
    });
    expect(messagesOf(result)).toEqual({
      firstName: 'Please enter your legal first name',
      lastName: 'Please enter your legal last name',
      email: 'Please enter your email, including the full domain name',
      'nonprofit.name': GIFT_CONFIRMATION_MESSAGES.nonprofitName,
      'nonprofit.ein': GIFT_CONFIRMATION_MESSAGES.ein,
    });
  });
});

describe('gift confirmation: the gift (giving-and-beneficiaries.md 2.8, FW_CONDITIONAL_GIFT_INTENT_FIELDS)', () => {
  it.each([
    ['PERCENTAGE', true, { percentage: true, amount: false }],
    ['SPECIFIC_AMOUNT', true, { percentage: false, amount: true }],
    ['RESIDUE', true, { percentage: false, amount: false }],
    ['', true, { percentage: false, amount: false }],
    ['RESIDUE', false, { percentage: true, amount: true }],
  ] as const)('%s with conditional fields %s shows %j', (intent, conditional, shown) => {
    expect(giftIntentFields(intent, conditional)).toEqual(shown);
  });

  it('reads a percentage of the estate, and keeps no amount it did not ask for', () => {
    expect(giftDetailsSchema(true).parse({ ...details, amount: '5000' })).toEqual({
      vehicle: 'WILL_OR_TRUST',
      intent: 'PERCENTAGE',
      percentage: 10,
      amount: null,
      recognition: 'NAMED',
      shareContactDetails: true,
    });
  });

  it('reads a specific amount in whole dollars', () => {
    const amount = (text: string) =>
      giftDetailsSchema(true).parse({ ...details, intent: 'SPECIFIC_AMOUNT', amount: text });
    expect(amount('$25,000')).toMatchObject({ amount: 25000, percentage: null });
    expect(amount('500')).toMatchObject({ amount: 500 });
  });

  it.each([
    ['PERCENTAGE', 'percentage', '0'],
    ['PERCENTAGE', 'percentage', '101'],
    ['PERCENTAGE', 'percentage', ''],
    ['PERCENTAGE', 'percentage', '12.5'],
    ['SPECIFIC_AMOUNT', 'amount', ''],
    ['SPECIFIC_AMOUNT', 'amount', '0'],
    ['SPECIFIC_AMOUNT', 'amount', '1500.50'],
  ] as const)('with conditional fields, %s refuses %s "%s"', (intent, field, text) => {
    const result = giftDetailsSchema(true).safeParse({ ...details, intent, [field]: text });
    expect(messagesOf(result)).toEqual({ [field]: GIFT_CONFIRMATION_MESSAGES[field] });
  });

  it('without conditional fields asks both amounts, each optional but checked when given', () => {
    const lenient = giftDetailsSchema(false);
    expect(
      lenient.parse({ ...details, intent: 'RESIDUE', percentage: '', amount: '' }),
    ).toMatchObject({ percentage: null, amount: null });
    expect(
      lenient.parse({ ...details, intent: 'RESIDUE', percentage: '25%', amount: '1,000' }),
    ).toMatchObject({ percentage: 25, amount: 1000 });
    expect(messagesOf(lenient.safeParse({ ...details, amount: 'lots' }))).toEqual({
      amount: GIFT_CONFIRMATION_MESSAGES.amount,
    });
  });

  it('requires every choice', () => {
    const result = giftDetailsSchema(true).safeParse({ shareContactDetails: false });
    expect(messagesOf(result)).toEqual({
      vehicle: GIFT_CONFIRMATION_MESSAGES.vehicle,
      intent: GIFT_CONFIRMATION_MESSAGES.intent,
      recognition: GIFT_CONFIRMATION_MESSAGES.recognition,
    });
  });

  it('thanks the donor by name on the final step', () => {
    expect(giftConfirmationThanks('Rosa', 'Harbor Food Bank')).toBe(
      'Thank you, Rosa. Harbor Food Bank now knows about your gift.',
    );
  });
});

describe('gift confirmation routes (giving-and-beneficiaries.md 2.8)', () => {
  it('lives under "record" with the new page, else under "recordnew"', () => {
    expect(giftConfirmationBase(true)).toBe('record');
    expect(giftConfirmationBase(false)).toBe('recordnew');
  });

  it('puts each step under the partner of the page, or straight under the base', () => {
    expect(giftConfirmationPath('record', 'harbor-food-bank', 'gift-details')).toBe(
      '/record/harbor-food-bank/gift-details',
    );
    expect(giftConfirmationPath('recordnew', null, 'basics')).toBe('/recordnew/basics');
  });

  it('tells a step from a partner’s vanity name', () => {
    expect(isGiftConfirmationStep('final')).toBe(true);
    expect(isGiftConfirmationStep('harbor-food-bank')).toBe(false);
    expect(isGiftConfirmationStep(undefined)).toBe(false);
  });
});
