import {
  BENEFICIARY_LEVEL_LABELS,
  beneficiaryDisplayName,
  beneficiaryShortName,
  beneficiarySummaryLine,
  NonProbateBeneficiarySchema,
  withoutPresetForfeit,
} from './beneficiary';
import { matchFinancialInstitution, FINANCIAL_INSTITUTION_CODES } from './financial-institutions';
import { assetTypeLabel } from './asset';

const gift = (charitableGift: object) =>
  NonProbateBeneficiarySchema.parse({ level: 'PRIMARY', allocationPercent: 50, charitableGift });

describe('beneficiary display names (giving-and-beneficiaries.md 3.3)', () => {
  it.each([
    [{ contact: { name: 'Ana Li' } }, 'Ana Li', 'Ana Li'],
    [
      {
        charitableGift: {
          customProgram: { name: 'Roof Fund', ein: '12-3' },
          program: { legalName: 'P', ein: '9' },
        },
      },
      'Roof Fund (EIN 12-3)',
      'Roof Fund',
    ],
    [
      {
        charitableGift: {
          program: { legalName: 'Meals Program', ein: '45-6' },
          giftIntent: 'Meals',
        },
      },
      'Meals Program (EIN 45-6)',
      'Meals Program - Meals',
    ],
    [
      {
        charitableGift: {
          program: { legalName: 'No EIN Program', ein: null },
          organization: {
            legalName: 'Harbor Food Bank Inc',
            displayName: 'Harbor Food Bank',
            ein: '78-9',
          },
        },
      },
      'Harbor Food Bank Inc (EIN 78-9)',
      'No EIN Program',
    ],
    [
      {
        charitableGift: {
          organization: { legalName: 'River Inc', displayName: 'River', ein: '1' },
          giftIntent: 'Cleanup',
        },
      },
      'River Inc (EIN 1)',
      'River - Cleanup',
    ],
  ])('%j → %s / %s', (fields, long, short) => {
    const beneficiary = NonProbateBeneficiarySchema.parse({
      level: 'PRIMARY',
      allocationPercent: 10,
      ...fields,
    });
    expect(beneficiaryDisplayName(beneficiary)._unsafeUnwrap()).toBe(long);
    expect(beneficiaryShortName(beneficiary)._unsafeUnwrap()).toBe(short);
  });

  it('refuses a beneficiary with neither a contact nor a charitable gift (giving 8)', () => {
    const nobody = NonProbateBeneficiarySchema.parse({ level: 'PRIMARY', allocationPercent: 10 });
    expect(beneficiaryDisplayName(nobody)._unsafeUnwrapErr().message).toBe(
      'Beneficiary must have either a contact or charitable gift',
    );
    expect(beneficiaryShortName(nobody).isErr()).toBe(true);
    expect(beneficiaryShortName(gift({})).isErr()).toBe(true);
    expect(beneficiaryDisplayName(gift({ program: { legalName: 'P', ein: null } })).isErr()).toBe(
      true,
    );
  });

  it('summarizes a line as "{percentage}% to {beneficiary}" and names levels', () => {
    expect(
      beneficiarySummaryLine({
        allocationPercent: 25,
        contact: { name: 'Ben' },
        charitableGift: null,
      })._unsafeUnwrap(),
    ).toBe('25% to Ben');
    expect(BENEFICIARY_LEVEL_LABELS.SECONDARY).toBe('contingent');
  });

  it('filters PRESET_FORFEIT entries', () => {
    expect(
      withoutPresetForfeit([{ type: 'PRESET_FORFEIT' }, { type: null }, { type: 'PERSON' }]),
    ).toEqual([{ type: null }, { type: 'PERSON' }]);
  });
});

describe('financial institutions and asset labels (giving 3.2)', () => {
  it('has 20 named institutions plus OTHER', () => {
    expect(FINANCIAL_INSTITUTION_CODES).toHaveLength(21);
    expect(FINANCIAL_INSTITUTION_CODES).toContain('OTHER');
  });

  it.each([
    [
      '  fidelity investments ',
      { financialInstitution: 'FIDELITY', financialInstitutionOther: null },
    ],
    ['VANGUARD', { financialInstitution: 'VANGUARD', financialInstitutionOther: null }],
    [
      ' Credit Union of Ohio ',
      { financialInstitution: 'OTHER', financialInstitutionOther: 'Credit Union of Ohio' },
    ],
    ['other', { financialInstitution: 'OTHER', financialInstitutionOther: 'other' }],
    ['', { financialInstitution: 'OTHER', financialInstitutionOther: null }],
  ])('%j → %j', (text, match) => {
    expect(matchFinancialInstitution(text)).toEqual(match);
  });

  it.each([
    [{ assetType: 'IRA' }, 'IRA (Traditional, Roth, SEP, SIMPLE, etc.)'],
    [{ assetType: '401K' }, '401(k)'],
    [{ assetType: 'CASH_VALUABLES', description: 'Jewelry' }, 'Cash / Jewelry / Other'],
    [{ assetType: 'FINANCIAL_ACCOUNT', description: 'Joint checking' }, 'Joint checking'],
    [{ assetType: 'FINANCIAL_ACCOUNT', description: ' ' }, 'Financial account'],
    [{ assetType: 'OTHER_RETIREMENT_ACCOUNT', description: '403(b)' }, '403(b)'],
    [{ assetType: 'RETIREMENT_ACCOUNT', retirementSubType: null }, 'Retirement account'],
    [{ assetType: 'RETIREMENT_ACCOUNT', retirementSubType: '401K' }, '401(k)'],
    [
      {
        assetType: 'RETIREMENT_ACCOUNT',
        retirementSubType: 'OTHER_RETIREMENT_ACCOUNT',
        description: 'Pension',
      },
      'Pension',
    ],
  ] as const)('%j is labeled %s', (asset, label) => {
    expect(assetTypeLabel(asset)).toBe(label);
  });
});
