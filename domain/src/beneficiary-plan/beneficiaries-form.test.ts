import { typedLevelTotal } from '../validation/share-form';
import {
  beneficiariesFormOf,
  beneficiariesFormSchema,
  beneficiariesOf,
  offersContingentBeneficiaries,
  type BeneficiaryShareForm,
} from './beneficiaries-form';
import { NonProbateBeneficiarySchema } from './beneficiary';
import { validateBeneficiaries } from './beneficiary-changes';

const share = (
  percent: string,
  extra: Partial<BeneficiaryShareForm> = {},
): BeneficiaryShareForm => ({
  randId: null,
  level: 'PRIMARY',
  kind: 'person',
  name: 'Ana Li',
  charitableGiftId: null,
  percent,
  ...extra,
});
const charity = (percent: string, extra: Partial<BeneficiaryShareForm> = {}) =>
  share(percent, { kind: 'charity', name: 'Harbor Food Bank', ...extra });
const contingent = (percent: string, extra: Partial<BeneficiaryShareForm> = {}) =>
  share(percent, { level: 'SECONDARY', name: 'Cara Li', ...extra });

const messages = (shares: BeneficiaryShareForm[], hadSecondaries = false) => {
  const parsed = beneficiariesFormSchema(hadSecondaries).safeParse({ shares });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('choosing an asset’s beneficiaries (giving 3.3, 4.6, 5.3)', () => {
  it('refuses primaries that do not total exactly 100%, in the API’s words', () => {
    expect(messages([share('60'), share('30', { name: 'Ben Li' })])).toEqual({
      'totals.PRIMARY': 'The primary beneficiaries’ shares must add up to exactly 100%',
    });
    expect(messages([share('60'), share('40', { name: 'Ben Li' })])).toEqual({});
    expect(messages([share('33.33'), share('33.33'), charity('33.34')])).toEqual({});
  });

  it('asks for a primary, each recipient’s name and a percentage', () => {
    expect(messages([])).toEqual({ 'totals.PRIMARY': 'Please name at least one beneficiary' });
    expect(messages([share('100', { name: ' ' })])).toEqual({
      'shares.0.name': 'Please enter who receives this share',
    });
    expect(messages([charity('100', { name: '' })])).toEqual({
      'shares.0.name': 'Please enter the charity’s name',
    });
    expect(messages([share('0')])['shares.0.percent']).toBe(
      'Please enter a percentage greater than 0 and at most 100',
    );
    expect(messages([share('12.345')])['shares.0.percent']).toBeDefined();
  });

  it('takes contingent beneficiaries only where the primaries allow them, totalling 100%', () => {
    expect(messages([share('100'), contingent('100')])).toEqual({});
    expect(messages([charity('100'), contingent('100')])).toEqual({
      'totals.SECONDARY':
        'Contingent beneficiaries can be named once the primary beneficiaries take 100% and at least one of them is not a charity',
    });
    expect(messages([charity('100'), contingent('100')], true)).toEqual({});
    expect(messages([share('100'), contingent('50')])).toEqual({
      'totals.SECONDARY': 'The contingent beneficiaries’ shares must add up to exactly 100%',
    });
  });

  it('offers contingent beneficiaries once allowed, and while some are listed', () => {
    expect(offersContingentBeneficiaries([share('60')], false)).toBe(false);
    expect(offersContingentBeneficiaries([share('60'), share('40')], false)).toBe(true);
    expect(offersContingentBeneficiaries([charity('100')], false)).toBe(false);
    expect(offersContingentBeneficiaries([charity('100')], true)).toBe(true);
    expect(offersContingentBeneficiaries([share('90'), contingent('100')], false)).toBe(true);
  });

  it('totals a level in hundredths', () => {
    expect(typedLevelTotal([share('33.33'), share('33.33'), share('x')], 'PRIMARY')).toBe(66.66);
    expect(typedLevelTotal([share('100'), contingent('45.5')], 'SECONDARY')).toBe(45.5);
  });
});

describe('the beneficiaries saved from the form', () => {
  const saved = [
    NonProbateBeneficiarySchema.parse({
      randId: 'b1',
      level: 'PRIMARY',
      allocationPercent: 50,
      contact: { name: 'Ana Li' },
    }),
    NonProbateBeneficiarySchema.parse({
      randId: 'b2',
      level: 'PRIMARY',
      allocationPercent: 50,
      charitableGift: {
        organization: {
          legalName: 'Harbor Food Bank Inc.',
          displayName: 'Harbor Food Bank',
          ein: '12-3456789',
        },
        giftIntent: 'Hunger relief',
      },
    }),
    NonProbateBeneficiarySchema.parse({
      randId: 'b3',
      level: 'SECONDARY',
      allocationPercent: 100,
      charitableGift: { customProgram: { name: 'Scholarship Fund', ein: null } },
    }),
    NonProbateBeneficiarySchema.parse({
      randId: 'b4',
      level: 'PRIMARY',
      allocationPercent: 0,
      type: 'PRESET_FORFEIT',
      contact: { name: 'Forfeit' },
    }),
  ];

  it('reads saved beneficiaries into the form, primaries first, forfeits left out', () => {
    const [ana, harbor, scholarship, forfeit] = saved;
    expect(beneficiariesFormOf([scholarship!, ana!, forfeit!, harbor!]).shares).toEqual([
      share('50', { randId: 'b1' }),
      charity('50', { randId: 'b2' }),
      contingent('100', { randId: 'b3', kind: 'charity', name: 'Scholarship Fund' }),
    ]);
  });

  it('names the recipient of a program or an organization without a display name', () => {
    const program = NonProbateBeneficiarySchema.parse({
      level: 'PRIMARY',
      allocationPercent: 100,
      charitableGift: { program: { legalName: 'Meals Program', ein: null } },
    });
    const legal = NonProbateBeneficiarySchema.parse({
      level: 'PRIMARY',
      allocationPercent: 100,
      charitableGift: { organization: { legalName: 'Harbor Food Bank Inc.', ein: null } },
    });
    const nobody = NonProbateBeneficiarySchema.parse({ level: 'PRIMARY', allocationPercent: 100 });
    expect(beneficiariesFormOf([program, legal, nobody]).shares.map((s) => s.name)).toEqual([
      'Meals Program',
      'Harbor Food Bank Inc.',
      '',
    ]);
  });

  it('keeps the EIN of a charity chosen from the IRS master file', () => {
    const form = beneficiariesFormOf(saved);
    form.shares[2] = {
      ...form.shares[2]!,
      name: 'SAN FRANCISCO FOOD BANK',
      charitableGiftId: '94-1156365',
    };
    expect(beneficiariesOf(form, saved)[2]?.charitableGift?.organization).toEqual({
      legalName: 'SAN FRANCISCO FOOD BANK',
      displayName: 'SAN FRANCISCO FOOD BANK',
      ein: '94-1156365',
    });
  });

  it('keeps an unchanged recipient’s details and makes the others new', () => {
    const form = beneficiariesFormOf(saved);
    form.shares[0] = { ...form.shares[0]!, percent: '60' };
    form.shares[1] = { ...form.shares[1]!, percent: '40' };
    form.shares[2] = { ...form.shares[2]!, name: 'Harbor Food Bank', charitableGiftId: 'p1' };
    form.shares.push(contingent('100', { name: ' Dev Li ' }));
    expect(beneficiariesOf(form, saved)).toEqual([
      { ...saved[0], allocationPercent: 60 },
      { ...saved[1], allocationPercent: 40 },
      {
        randId: null,
        level: 'SECONDARY',
        allocationPercent: 100,
        type: null,
        contact: null,
        charitableGift: {
          customProgram: null,
          program: null,
          organization: {
            legalName: 'Harbor Food Bank',
            displayName: 'Harbor Food Bank',
            ein: null,
          },
          giftIntent: null,
        },
      },
      {
        randId: null,
        level: 'SECONDARY',
        allocationPercent: 100,
        type: null,
        contact: { name: 'Dev Li' },
        charitableGift: null,
      },
    ]);
  });

  it('saves a charity the search does not know as typed, and passes the API’s rules', () => {
    const beneficiaries = beneficiariesOf(
      {
        shares: [
          share('60'),
          share('40', { name: 'Ben Li' }),
          contingent('100', { kind: 'charity', name: 'Town Library' }),
        ],
      },
      [],
    );
    expect(beneficiaries[2]?.charitableGift?.customProgram).toEqual({
      name: 'Town Library',
      ein: null,
    });
    expect(validateBeneficiaries(beneficiaries, false).isOk()).toBe(true);
  });
});
