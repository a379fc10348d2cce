import { NonProbateAssetSchema } from './asset';
import {
  ASSET_LIST_PATH,
  ASSET_TYPE_CHOICES,
  assetFormOf,
  assetFormSchema,
  EMPTY_ASSET_FORM,
  isValidNonProbateSubmission,
  ownerOptions,
  validateAssetForm,
  withAssetType,
  type AssetFormDraft,
} from './asset-form';

const draft: AssetFormDraft = {
  assetType: 'BROKERAGE',
  retirementSubType: null,
  description: '',
  financialInstitution: 'FIDELITY',
  financialInstitutionOther: '',
  approximateValue: '$25,000',
  owner: 'SELF',
  hasPayableOnDeathDesignation: true,
  nickname: ' Retirement savings ',
};
const validate = (overrides: Partial<AssetFormDraft>, hasPartner = false) =>
  validateAssetForm({ ...draft, ...overrides }, { hasPartner });

describe('asset form (giving-and-beneficiaries.md 4.3, 5.1)', () => {
  it('accepts a valid asset, with defaults and trimmed text', () => {
    expect(validate({})._unsafeUnwrap()).toEqual({
      assetType: 'BROKERAGE',
      retirementSubType: null,
      description: null,
      financialInstitution: 'FIDELITY',
      financialInstitutionOther: null,
      approximateValue: '25000',
      owner: 'SELF',
      hasPayableOnDeathDesignation: true,
      nickname: 'Retirement savings',
      submissionType: 'PLAN',
    });
  });

  it.each([
    [{ assetType: null }, 'assetType', 'Please choose a non-probate asset type'],
    [
      { assetType: 'RETIREMENT_ACCOUNT' },
      'retirementSubType',
      'Please choose a retirement account type',
    ],
    [
      { assetType: 'CASH_VALUABLES', description: ' ' },
      'description',
      'Please enter a description',
    ],
    [{ financialInstitution: null }, 'financialInstitution', 'Please name a financial institution'],
    [
      { financialInstitution: 'OTHER' },
      'financialInstitutionOther',
      'Please name a financial institution',
    ],
    [
      { approximateValue: '' },
      'approximateValue',
      'Please select an approximate current value range',
    ],
    [{ approximateValue: '12.50' }, 'approximateValue', 'Please enter a whole amount'],
    [{ owner: null }, 'owner', 'Please select an account owner'],
    [{ owner: 'JOINT_WITH_PARTNER' }, 'owner', 'Please select an account owner'],
  ] as const)('%j → %s: %s', (overrides, field, message) => {
    expect(validate(overrides)._unsafeUnwrapErr()[field]).toBe(message);
  });

  it('a solely owned account without a payable-on-death designation belongs in the will', () => {
    const errors = validate({ hasPayableOnDeathDesignation: false })._unsafeUnwrapErr();
    expect(errors.submission).toMatch(
      /^This account will be distributed based on your wishes stated in your will/,
    );
    expect(ASSET_LIST_PATH).toBe('/will/assets/options');
    expect(
      isValidNonProbateSubmission({
        ...draft,
        owner: 'JOINT_OTHER',
        hasPayableOnDeathDesignation: false,
      }),
    ).toBe(true);
    expect(
      isValidNonProbateSubmission({
        ...draft,
        assetType: 'IRA',
        hasPayableOnDeathDesignation: null,
      }),
    ).toBe(true);
  });

  it('keeps the other institution name only when OTHER is chosen; joint with a partner when there is one', () => {
    expect(
      validate({
        financialInstitution: 'OTHER',
        financialInstitutionOther: ' Local CU ',
      })._unsafeUnwrap().financialInstitutionOther,
    ).toBe('Local CU');
    expect(
      validate({ financialInstitutionOther: 'ignored' })._unsafeUnwrap().financialInstitutionOther,
    ).toBeNull();
    expect(validate({ owner: 'JOINT_WITH_PARTNER' }, true)._unsafeUnwrap().owner).toBe(
      'JOINT_WITH_PARTNER',
    );
  });

  it('uses the retirement sub-type for its questions', () => {
    const ira = validate({
      assetType: 'RETIREMENT_ACCOUNT',
      retirementSubType: 'IRA',
      owner: null,
      hasPayableOnDeathDesignation: null,
    });
    expect(ira._unsafeUnwrap()).toMatchObject({
      retirementSubType: 'IRA',
      owner: 'SELF',
      hasPayableOnDeathDesignation: null,
    });
    const other = validate({
      assetType: 'RETIREMENT_ACCOUNT',
      retirementSubType: 'OTHER_RETIREMENT_ACCOUNT',
      owner: null,
    });
    expect(other._unsafeUnwrapErr().description).toBe('Please enter a description');
  });

  it('changing the type clears the owner and POD answers it no longer asks', () => {
    expect(withAssetType(draft, 'LIFE_INSURANCE')).toMatchObject({
      owner: null,
      hasPayableOnDeathDesignation: null,
    });
    expect(withAssetType(draft, 'CASH_VALUABLES')).toMatchObject({
      owner: 'SELF',
      hasPayableOnDeathDesignation: null,
    });
    expect(withAssetType(draft, 'VEHICLE')).toMatchObject({
      owner: 'SELF',
      hasPayableOnDeathDesignation: true,
    });
  });

  it.each([
    ['MARRIED', ['SELF', 'JOINT_WITH_PARTNER', 'JOINT_OTHER'], 'Me and my Spouse'],
    ['DOMESTIC_PARTNERSHIP', ['SELF', 'JOINT_WITH_PARTNER', 'JOINT_OTHER'], 'Me and my Partner'],
    ['SINGLE', ['SELF', 'JOINT_OTHER'], undefined],
  ] as const)('owner options when %s', (status, values, partnerLabel) => {
    const options = ownerOptions(status);
    expect(options.map((option) => option.value)).toEqual(values);
    expect(options.find((option) => option.value === 'JOINT_WITH_PARTNER')?.label).toBe(
      partnerLabel,
    );
  });
});

describe('the asset form as the page fills it (giving 2.3, 4.3)', () => {
  it('asks the retirement sub-types after the retirement account', () => {
    expect(ASSET_TYPE_CHOICES).toEqual([
      'FINANCIAL_ACCOUNT',
      'BROKERAGE',
      'RETIREMENT_ACCOUNT',
      'LIFE_INSURANCE',
      'REAL_ESTATE',
      'VEHICLE',
      'CASH_VALUABLES',
    ]);
  });

  it('reads a saved asset back, its value as money and a sub-type under the retirement account', () => {
    const saved = NonProbateAssetSchema.parse({
      randId: 'a1',
      assetType: 'IRA',
      financialInstitution: 'OTHER',
      financialInstitutionOther: 'Local CU',
      approximateValue: '250000',
      nickname: 'Rollover',
    });
    expect(assetFormOf(saved)).toEqual({
      assetType: 'RETIREMENT_ACCOUNT',
      retirementSubType: 'IRA',
      description: '',
      financialInstitution: 'OTHER',
      financialInstitutionOther: 'Local CU',
      approximateValue: '$250,000',
      owner: 'SELF',
      hasPayableOnDeathDesignation: null,
      nickname: 'Rollover',
    });
    const brokerage = NonProbateAssetSchema.parse({
      assetType: 'FINANCIAL_ACCOUNT',
      retirementSubType: null,
      description: 'Joint checking',
      financialInstitution: 'VANGUARD',
      approximateValue: '1200',
      owner: 'JOINT_OTHER',
      hasPayableOnDeathDesignation: false,
    });
    expect(assetFormOf(brokerage)).toMatchObject({
      assetType: 'FINANCIAL_ACCOUNT',
      retirementSubType: null,
      description: 'Joint checking',
      financialInstitutionOther: '',
      nickname: '',
    });
  });

  it('checks the draft with the form’s messages, the non-probate rule under submission', () => {
    const issues = (draft: AssetFormDraft, hasPartner = false) => {
      const parsed = assetFormSchema({ hasPartner }).safeParse(draft);
      return parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(issues(EMPTY_ASSET_FORM)).toEqual({
      assetType: 'Please choose a non-probate asset type',
      financialInstitution: 'Please name a financial institution',
      approximateValue: 'Please select an approximate current value range',
    });
    expect(issues({ ...draft, hasPayableOnDeathDesignation: false })).toEqual({
      submission: expect.stringMatching(/^This account will be distributed/),
    });
    expect(assetFormSchema({ hasPartner: true }).parse(draft)).toEqual(draft);
  });
});
