import { assetSummaryRow, beneficiarySummary } from './asset-summary';
import { AssetDraftSchema, validateAssetForm } from './asset-form';
import { NonProbateAssetSchema } from './asset';
import { NonProbateBeneficiarySchema } from './beneficiary';
import {
  BENEFICIARY_PLAN_MESSAGES,
  isBeneficiaryPlanComplete,
  validateBeneficiaries,
} from './beneficiary-changes';

const person = (name: string, allocationPercent: number, level = 'PRIMARY') =>
  NonProbateBeneficiarySchema.parse({ level, allocationPercent, contact: { name } });
const charity = (legalName: string, allocationPercent: number, level = 'PRIMARY') =>
  NonProbateBeneficiarySchema.parse({
    level,
    allocationPercent,
    charitableGift: { organization: { legalName, ein: '12-3456789' } },
  });

describe('replacing an asset’s beneficiaries (giving 3.3, 4.6, 5.3, 8)', () => {
  it('accepts levels that each total exactly 100%, thirds included', () => {
    const list = [
      person('Ana Li', 33.33),
      person('Ben Li', 33.33),
      charity('Harbor Food Bank', 33.34),
      person('Cara Li', 100, 'SECONDARY'),
    ];
    expect(validateBeneficiaries(list, false)._unsafeUnwrap()).toHaveLength(4);
  });

  it('refuses a level that does not total 100%, naming it', () => {
    const errors = validateBeneficiaries([person('Ana Li', 60), person('Ben Li', 30)], false);
    expect(errors._unsafeUnwrapErr()).toEqual({
      'beneficiaries.PRIMARY': 'The primary beneficiaries’ shares must add up to exactly 100%',
    });
  });

  it('refuses a beneficiary with neither a contact nor a charitable gift', () => {
    const nobody = NonProbateBeneficiarySchema.parse({ level: 'PRIMARY', allocationPercent: 100 });
    expect(validateBeneficiaries([nobody], false)._unsafeUnwrapErr()).toEqual({
      'beneficiaries.0': 'Beneficiary must have either a contact or charitable gift',
    });
  });

  it('allows contingents only when some primary is not a charity, or contingents exist', () => {
    const list = [charity('Harbor Food Bank', 100), person('Cara Li', 100, 'SECONDARY')];
    expect(validateBeneficiaries(list, false)._unsafeUnwrapErr()).toEqual({
      'beneficiaries.SECONDARY': BENEFICIARY_PLAN_MESSAGES.secondariesNotAllowed,
    });
    expect(validateBeneficiaries(list, true).isOk()).toBe(true);
  });

  it('leaves PRESET_FORFEIT entries out', () => {
    const forfeit = NonProbateBeneficiarySchema.parse({
      level: 'PRIMARY',
      allocationPercent: 0,
      type: 'PRESET_FORFEIT',
    });
    expect(validateBeneficiaries([forfeit, person('Ana Li', 100)], false)._unsafeUnwrap()).toEqual([
      person('Ana Li', 100),
    ]);
  });
});

describe('plan completion (giving 4.4, 4.5)', () => {
  const asset = (status: string | null, beneficiaries = [person('Ana Li', 100)]) =>
    NonProbateAssetSchema.parse({
      assetType: 'IRA',
      approximateValue: '1000',
      status,
      beneficiaries,
    });

  it('is complete when every asset has its beneficiaries and its institution updated', () => {
    expect(isBeneficiaryPlanComplete({ assets: [] })).toBe(false);
    expect(isBeneficiaryPlanComplete({ assets: [asset('UPDATED'), asset(null)] })).toBe(false);
    expect(isBeneficiaryPlanComplete({ assets: [asset('UPDATED', [])] })).toBe(false);
    expect(isBeneficiaryPlanComplete({ assets: [asset('UPDATED')] })).toBe(true);
  });
});

describe('the asset form as a client sends it (giving 5.1, 7.1)', () => {
  it('reads missing answers as unanswered, so the form names each', () => {
    const draft = AssetDraftSchema.parse({ approximateValue: 25000 });
    expect(draft).toMatchObject({ assetType: null, description: '', approximateValue: '25000' });
    expect(validateAssetForm(draft, { hasPartner: false })._unsafeUnwrapErr()).toMatchObject({
      assetType: 'Please choose a non-probate asset type',
      financialInstitution: 'Please name a financial institution',
    });
  });
});

describe('the summary tables (giving 2.4)', () => {
  it('shows the institution, type, value and nickname, and each level’s lines', () => {
    const asset = NonProbateAssetSchema.parse({
      assetType: 'BROKERAGE',
      financialInstitution: 'OTHER',
      financialInstitutionOther: 'Lakeside Credit Union',
      approximateValue: '250000',
      beneficiaries: [
        person('Ana Li', 50),
        charity('Harbor Food Bank', 50),
        person('Ben Li', 100, 'SECONDARY'),
      ],
    });
    expect(assetSummaryRow(asset)).toEqual({
      institution: 'Lakeside Credit Union',
      assetType: 'Brokerage account',
      approximateValue: '$250,000',
      nickname: '-',
    });
    expect(beneficiarySummary(asset)).toEqual({
      primary: ['50% to Ana Li', '50% to Harbor Food Bank (EIN 12-3456789)'],
      contingent: ['100% to Ben Li'],
    });
  });
});
