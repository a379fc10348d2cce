import { NonProbateAssetSchema, type NonProbateAsset } from '../beneficiary-plan/asset';
import { EstatePlanSchema, type EstatePlanInput } from '../estate-plan/estate-plan';
import { personKey } from './names';
import { planConsistencyFindings, type MaritalFacts } from './plan-consistency';

const name = (full: string) => {
  const [first = '', ...rest] = full.split(' ');
  return { first, middle: '', last: rest.join(' ') };
};

const person = (contact: string, level: 'PRIMARY' | 'SECONDARY' = 'PRIMARY', percent = 100) => ({
  level,
  allocationPercent: percent,
  contact: { name: contact },
});

const charity = (legalName: string, ein: string | null, percent = 100) => ({
  level: 'PRIMARY' as const,
  allocationPercent: percent,
  charitableGift: { organization: { legalName, ein } },
});

const asset = (
  assetType: string,
  beneficiaries: unknown[],
  more: Record<string, unknown> = {},
): NonProbateAsset =>
  NonProbateAssetSchema.parse({
    randId: `a-${assetType}`,
    assetType,
    financialInstitution: 'FIDELITY',
    approximateValue: '1000',
    beneficiaries,
    ...more,
  });

const plan = (answers: Partial<EstatePlanInput> = {}) =>
  EstatePlanSchema.parse({
    randId: 'p1',
    planType: 'WILL',
    residuaryBeneficiaries: [{ level: 'NUMBER_1', name: 'Ana Li', allocationPercent: 100 }],
    ...answers,
  });

const married: MaritalFacts = { maritalStatus: 'MARRIED' };
const single: MaritalFacts = { maritalStatus: 'SINGLE' };
const spouseSam = { spouse: { fullName: name('Sam Li') } };

type Row = [
  string,
  ReturnType<typeof plan>,
  NonProbateAsset[],
  MaritalFacts,
  { kind: string; message: string; fix: RegExp } | null,
];

const ROWS: Row[] = [
  [
    'a former spouse on a designation (the profile says single)',
    plan({ ...spouseSam, residuaryBeneficiaries: [] }),
    [asset('IRA', [person('Sam Li')])],
    single,
    {
      kind: 'former-spouse-designated',
      message:
        'Your IRA at Fidelity Investments names Sam Li as a beneficiary, but your profile says Sam Li is no longer your spouse. An account with a beneficiary designation passes to the people it names, whatever your will or trust says.',
      fix: /Change the beneficiaries of your IRA at Fidelity Investments.*federal law keeps a former spouse/,
    },
  ],
  [
    'a former spouse on a designation (the household records another partner)',
    plan({ ...spouseSam, residuaryBeneficiaries: [] }),
    [asset('BROKERAGE', [person('Sam  Li', 'SECONDARY')], { nickname: 'Nest egg' })],
    { maritalStatus: 'MARRIED', partner: { fullName: name('Kim Park') } },
    {
      kind: 'former-spouse-designated',
      message:
        'Your brokerage account at Fidelity Investments (“Nest egg”) names Sam Li as a beneficiary, but your profile says Sam Li is no longer your spouse. An account with a beneficiary designation passes to the people it names, whatever your will or trust says.',
      fix: /^Change the beneficiaries of your brokerage account at Fidelity Investments \(“Nest egg”\) with the institution, and update your will\.$/,
    },
  ],
  [
    'a disinherited spouse on a designation',
    plan({ ...spouseSam, isSpouseDisinherited: true }),
    [asset('LIFE_INSURANCE', [person('Sam Li')])],
    married,
    {
      kind: 'disinherited-designated',
      message:
        'Your will leaves nothing to Sam Li, your spouse, but your life insurance policy at Fidelity Investments names Sam Li as a beneficiary. An account with a beneficiary designation passes to the people it names, whatever your will or trust says.',
      fix: /^If Sam Li should receive nothing, remove Sam Li from the beneficiaries/,
    },
  ],
  [
    'a disinherited child on a designation',
    plan({ disinheritedChildren: [{ fullName: name('Max Li') }] }),
    [asset('401K', [person('Ana Li', 'PRIMARY', 50), person('Max Li', 'PRIMARY', 50)])],
    married,
    {
      kind: 'disinherited-designated',
      message:
        'Your will leaves nothing to Max Li, your child, but your 401(k) at Fidelity Investments names Max Li as a beneficiary. An account with a beneficiary designation passes to the people it names, whatever your will or trust says.',
      fix: /remove Max Li/,
    },
  ],
  [
    'a person the will does not name, when it leaves everything to others',
    plan(),
    [asset('ANNUITY', [person('Bo Chen')])],
    married,
    {
      kind: 'not-in-document-designated',
      message:
        'Your will leaves everything to Ana Li, but your annuity at Fidelity Investments names Bo Chen, whom your will does not name. An account with a beneficiary designation passes to the people it names, whatever your will or trust says.',
      fix: /^If Bo Chen should receive your annuity at Fidelity Investments, nothing needs to change\. If not, change its beneficiaries to match your will\.$/,
    },
  ],
  [
    'a charity the will names that no designation names, with a retirement account to give',
    plan({
      residuaryBeneficiaries: [
        { level: 'NUMBER_1', name: 'Ana Li', allocationPercent: 90 },
        {
          level: 'NUMBER_1',
          name: 'SF Food Bank',
          charitableGiftId: '94-1156365',
          allocationPercent: 10,
        },
      ],
    }),
    [asset('IRA', [person('Ana Li')])],
    married,
    {
      kind: 'charity-only-in-document',
      message:
        'Your will gives to SF Food Bank, but none of your beneficiary designations names it, so it receives nothing from those accounts.',
      fix: /name it as a beneficiary of your IRA at Fidelity Investments: a charity pays no income tax/,
    },
  ],
  [
    'a charity a specific gift names, with no retirement account',
    plan({
      specificGifts: [
        {
          description: 'My piano',
          portions: [
            { recipientName: 'Harbor Music School', charitableGiftId: null, percent: 100 },
          ],
        },
        {
          description: 'My books',
          portions: [
            { recipientName: 'City Library', charitableGiftId: 'City Library', percent: 100 },
          ],
        },
      ],
    }),
    [asset('FINANCIAL_ACCOUNT', [person('Ana Li')], { description: 'Checking' })],
    married,
    {
      kind: 'charity-only-in-document',
      message:
        'Your will gives to City Library, but none of your beneficiary designations names it, so it receives nothing from those accounts.',
      fix: /^If you want City Library to share in those accounts, name it as a beneficiary on them\. If it should receive only what your will gives, nothing needs to change\.$/,
    },
  ],
  [
    'a trust asset whose TOD names individuals',
    plan({ planType: 'RLT' }),
    [
      asset('BROKERAGE', [person('Ana Li')], {
        financialInstitution: 'OTHER',
        financialInstitutionOther: 'Acme Bank',
      }),
    ],
    married,
    {
      kind: 'trust-asset-designates-individuals',
      message:
        'Your brokerage account at Acme Bank is meant to fund your trust, but its payable-on-death or transfer-on-death designation names Ana Li, not the trust, so it would pass to them outside the trust and its terms.',
      fix: /^Retitle your brokerage account at Acme Bank in the name of your trustee, or change its designation to name your trust as the beneficiary\.$/,
    },
  ],
  // No finding when the records agree.
  [
    'a designation that follows the will',
    plan(),
    [asset('IRA', [person('Ana  Li')])],
    married,
    null,
  ],
  [
    'the spouse on a designation while still married',
    plan({
      ...spouseSam,
      residuaryBeneficiaries: [{ level: 'NUMBER_1', name: 'Sam Li', allocationPercent: 100 }],
    }),
    [asset('IRA', [person('Sam Q. Li')])],
    { maritalStatus: 'MARRIED', partner: { fullName: name('Sam Li') } },
    null,
  ],
  [
    'marital status unknown',
    plan({ ...spouseSam, residuaryBeneficiaries: [] }),
    [asset('IRA', [person('Sam Li')])],
    { maritalStatus: null },
    null,
  ],
  [
    'a will with no residue yet names nobody out',
    plan({ residuaryBeneficiaries: [] }),
    [asset('IRA', [person('Bo Chen')])],
    married,
    null,
  ],
  [
    'a charity the will names is on a designation (by EIN)',
    plan({
      residuaryBeneficiaries: [
        {
          level: 'NUMBER_1',
          name: 'Food bank',
          charitableGiftId: '94-1156365',
          allocationPercent: 100,
        },
      ],
    }),
    [asset('IRA', [charity('SAN FRANCISCO FOOD BANK', '94-1156365')])],
    married,
    null,
  ],
  [
    'a will charity and no designations at all',
    plan({
      residuaryBeneficiaries: [
        {
          level: 'NUMBER_1',
          name: 'Food bank',
          charitableGiftId: '94-1156365',
          allocationPercent: 100,
        },
      ],
    }),
    [asset('IRA', [])],
    married,
    null,
  ],
  [
    'a trust asset that names the trust',
    plan({ planType: 'RLT' }),
    [asset('REAL_ESTATE', [person('The Ana Li Revocable Trust')])],
    married,
    null,
  ],
  [
    'a retirement account in a trust plan may name individuals',
    plan({ planType: 'RLT' }),
    [asset('IRA', [person('Ana Li')])],
    married,
    null,
  ],
  [
    'a trust asset held jointly with someone else',
    plan({ planType: 'RLT' }),
    [asset('FINANCIAL_ACCOUNT', [person('Ana Li')], { owner: 'JOINT_OTHER' })],
    married,
    null,
  ],
  [
    'a will plan does not ask for trust funding',
    plan(),
    [asset('BROKERAGE', [person('Ana Li')])],
    married,
    null,
  ],
  [
    'preset forfeit entries are not designations',
    plan(),
    [asset('IRA', [{ ...person('Bo Chen'), type: 'PRESET_FORFEIT' }])],
    married,
    null,
  ],
];

describe('planConsistencyFindings (issue 29)', () => {
  it.each(ROWS)('%s', (_case, answers, assets, marital, expected) => {
    const findings = planConsistencyFindings(answers, { assets }, marital);
    if (expected === null) {
      expect(findings).toEqual([]);
      return;
    }
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: expected.kind, message: expected.message });
    expect(findings[0]!.fix).toMatch(expected.fix);
  });

  it('finds nothing without a beneficiary plan', () => {
    expect(planConsistencyFindings(plan({ ...spouseSam }), null, single)).toEqual([]);
  });

  it('names each person once per asset, the strongest finding first', () => {
    const findings = planConsistencyFindings(
      plan({ ...spouseSam, isSpouseDisinherited: true }),
      { assets: [asset('IRA', [person('Sam Li', 'PRIMARY'), person('Sam Li', 'SECONDARY')])] },
      single,
    );
    expect(findings.map((finding) => finding.kind)).toEqual(['former-spouse-designated']);
  });

  it('says where to fix each finding, the designation first', () => {
    const findings = planConsistencyFindings(
      plan(),
      { assets: [asset('IRA', [person('Bo Chen')])] },
      married,
    );
    expect(findings[0]!.fixAt).toEqual(['designation', 'document']);
    expect(findings[0]).toMatchObject({ asset: { assetId: 'a-IRA' } });
  });
});

describe('personKey', () => {
  it.each([
    ['Jane Q. Doe', 'jane doe'],
    ['JANE DOE JR.', 'jane doe'],
    ['José  Núñez', 'jose nunez'],
    ['Cher', 'cher'],
    ['  ', null],
  ])('%s reads as %s', (typed, key) => expect(personKey(typed)).toBe(key));
});
