import { auditProblems } from '../execution/statute-check';
import { WILL_ASSET_KINDS } from '../estate-plan/estate-plan';
import { ASSET_TYPES } from '../beneficiary-plan/asset';
import {
  ASSET_TYPE_FUNDING_KIND,
  buildFundingPlan,
  DUE_ON_SALE_NOTE,
  FUNDING_ASSET_KINDS,
  FUNDING_STEP_RULES,
  FundingStepKeySchema,
  FundingStepStatusSchema,
  fundingProgress,
  fundingProgressLine,
  GENERAL_TRANSFER_TAX_NOTE,
  recorderFor,
  STATE_DEED_NOTES,
  TRUST_DATE_PLACEHOLDER,
  trusteeTitle,
  WILL_ASSET_FUNDING_KIND,
  type FundingAsset,
  type FundingTrust,
} from '.';

const jane = { first: 'Jane', middle: '', last: 'Doe' };
const john = { first: 'John', last: 'Doe' };

const trust = (patch: Partial<FundingTrust> = {}): FundingTrust => ({
  planType: 'RLT',
  finalizedAt: '2026-03-01T10:00:00.000Z',
  isJoint: false,
  spouse: null,
  signing: { signedOn: '2026-03-05' },
  assetTypes: [],
  profile: { administrativeArea: 'TX' },
  ...patch,
});

const asset = (patch: Partial<FundingAsset> & Pick<FundingAsset, 'assetType'>): FundingAsset => ({
  randId: 'a1',
  financialInstitution: 'OTHER',
  financialInstitutionOther: null,
  ...patch,
});

describe('trusteeTitle', () => {
  it.each([
    [
      [jane],
      '2026-03-05',
      'Jane Doe, Trustee of the Jane Doe Revocable Living Trust dated March 5, 2026',
    ],
    [
      [jane, john],
      '2026-11-20',
      'Jane Doe and John Doe, Trustees of the Jane Doe and John Doe Revocable Living Trust dated November 20, 2026',
    ],
    [
      [jane],
      null,
      `Jane Doe, Trustee of the Jane Doe Revocable Living Trust dated ${TRUST_DATE_PLACEHOLDER}`,
    ],
  ] as const)('%j signed %s', (grantors, signedOn, title) => {
    expect(trusteeTitle(grantors, signedOn)).toBe(title);
  });
});

describe('the step table', () => {
  it('has a step for every kind of property, and each beneficiary plan and Schedule A kind maps to one', () => {
    for (const kind of FUNDING_ASSET_KINDS)
      expect(FUNDING_STEP_RULES[kind].instructions.length).toBeGreaterThan(0);
    for (const type of ASSET_TYPES)
      expect(FUNDING_ASSET_KINDS).toContain(ASSET_TYPE_FUNDING_KIND[type]);
    for (const kind of WILL_ASSET_KINDS)
      expect(FUNDING_ASSET_KINDS).toContain(WILL_ASSET_FUNDING_KIND[kind]);
  });

  it.each([
    ['REAL_ESTATE', 'deed'],
    ['FINANCIAL_ACCOUNT', 'pod_tod_designation'],
    ['BROKERAGE', 'retitle_account'],
    ['VEHICLE', 'pod_tod_designation'],
    ['CASH_VALUABLES', 'assignment'],
    ['IRA', 'keep_outside'],
    ['401K', 'keep_outside'],
    ['RETIREMENT_ACCOUNT', 'keep_outside'],
    ['OTHER_RETIREMENT_ACCOUNT', 'keep_outside'],
    ['ANNUITY', 'keep_outside'],
    ['LIFE_INSURANCE', 'keep_outside'],
  ] as const)('%s → %s', (type, step) => {
    expect(FUNDING_STEP_RULES[ASSET_TYPE_FUNDING_KIND[type]].step).toBe(step);
  });

  it('gives the reason for every asset kept outside the trust', () => {
    for (const kind of FUNDING_ASSET_KINDS) {
      const rule = FUNDING_STEP_RULES[kind];
      expect(rule.step === 'keep_outside').toBe(Boolean(rule.reason));
    }
    expect(FUNDING_STEP_RULES.retirement.reason).toMatch(
      /withdrawal of the whole account, which is taxed/,
    );
  });
});

describe('deed notes', () => {
  it('cites every state note and the federal one', () => {
    for (const note of [DUE_ON_SALE_NOTE, ...Object.values(STATE_DEED_NOTES)]) {
      expect(auditProblems(note!, '2026-11-26')).toEqual([]);
    }
  });
});

describe('recorderFor', () => {
  it.each([
    [null, 'the recorder of the county where the property is'],
    ['  ', 'the recorder of the county where the property is'],
    [
      'Travis',
      'the Travis County recorder (if the property is where you live; otherwise the recorder of the county where the property is)',
    ],
    [
      'Orleans Parish',
      'the Orleans Parish recorder (if the property is where you live; otherwise the recorder of the county where the property is)',
    ],
  ])('%j', (county, recorder) => {
    expect(recorderFor(county)).toBe(recorder);
  });
});

describe('buildFundingPlan', () => {
  it('refuses a will and an unfinished trust', () => {
    expect(
      buildFundingPlan(trust({ planType: 'WILL' }), { fullName: jane }, [])._unsafeUnwrapErr(),
    ).toBe('NOT_A_TRUST');
    expect(
      buildFundingPlan(trust({ finalizedAt: null }), { fullName: jane }, [])._unsafeUnwrapErr(),
    ).toBe('TRUST_NOT_FINISHED');
  });

  it('writes a step per beneficiary plan asset with the exact title and the institution', () => {
    const plan = buildFundingPlan(trust(), { fullName: jane, county: 'Travis' }, [
      asset({
        randId: 'b1',
        assetType: 'BROKERAGE',
        financialInstitution: 'VANGUARD',
        nickname: 'Joint',
      }),
      asset({ randId: 'i1', assetType: 'IRA', financialInstitution: 'FIDELITY' }),
      asset({ randId: 'r1', assetType: 'REAL_ESTATE', financialInstitution: null }),
    ])._unsafeUnwrap();
    expect(plan.trusteeTitle).toBe(
      'Jane Doe, Trustee of the Jane Doe Revocable Living Trust dated March 5, 2026',
    );
    expect(plan.titleDated).toBe(true);
    expect(plan.steps.map((step) => [step.key, step.step, step.label])).toEqual([
      ['asset:b1', 'retitle_account', 'Brokerage account at Vanguard (Joint)'],
      [
        'asset:i1',
        'keep_outside',
        'IRA (Traditional, Roth, SEP, SIMPLE, etc.) at Fidelity Investments',
      ],
      ['asset:r1', 'deed', 'Real estate'],
    ]);
    const [brokerage, ira, deed] = plan.steps;
    expect(brokerage!.instructions.join(' ')).toContain(
      `Register the account as: "${plan.trusteeTitle}".`,
    );
    expect(brokerage!.instructions[0]).toContain('Ask Vanguard');
    expect(ira!.reason).toMatch(/taxed/);
    expect(deed!.recorder).toBe('the recorder of the county where the property is');
    expect(deed!.notes.map((note) => note.text)).toEqual([
      GENERAL_TRANSFER_TAX_NOTE,
      DUE_ON_SALE_NOTE.text,
    ]);
    expect(
      plan.steps.every((step) => step.instructions.every((line) => !/\{\w+\}/.test(line))),
    ).toBe(true);
  });

  it('adds a step per Schedule A kind no asset stands for, the home with the county of residence', () => {
    const plan = buildFundingPlan(
      trust({
        assetTypes: ['home', 'bank_accounts', 'retirement_accounts', 'business'],
        profile: { administrativeArea: 'CA' },
      }),
      { fullName: jane, county: 'Alameda' },
      [
        asset({
          randId: 'f1',
          assetType: 'FINANCIAL_ACCOUNT',
          financialInstitution: 'WELLS_FARGO',
        }),
      ],
    )._unsafeUnwrap();
    expect(plan.steps.map((step) => step.key)).toEqual([
      'asset:f1',
      'kind:home',
      'kind:retirement_accounts',
      'kind:business',
    ]);
    const home = plan.steps[1]!;
    expect(home.recorder).toMatch(/^the Alameda County recorder/);
    expect(home.instructions[2]).toContain('the Alameda County recorder');
    expect(home.notes[0]!.statute).toBe('Cal. Rev. & Tax. Code § 62(d)');
  });

  it('takes the deed note of the state the person lives in now over the trust’s record', () => {
    const steps = (owner: { administrativeArea?: string | null }, state: string | null) =>
      buildFundingPlan(
        trust({ assetTypes: ['home'], profile: { administrativeArea: state } }),
        { fullName: jane, ...owner },
        [],
      )._unsafeUnwrap().steps[0]!.notes[0]!.statute;
    expect(steps({ administrativeArea: 'CA' }, 'TX')).toBe('Cal. Rev. & Tax. Code § 62(d)');
    expect(steps({ administrativeArea: 'TX' }, 'CA')).toBeNull();
    expect(steps({}, 'CA')).toBe('Cal. Rev. & Tax. Code § 62(d)');
  });

  it('names both spouses of a joint trust and leaves a placeholder for an unrecorded signing', () => {
    const plan = buildFundingPlan(
      trust({
        isJoint: true,
        spouse: { fullName: john },
        signing: null,
        assetTypes: ['investments'],
      }),
      { fullName: jane },
      [],
    )._unsafeUnwrap();
    expect(plan.trustName).toBe('Jane Doe and John Doe Revocable Living Trust');
    expect(plan.titleDated).toBe(false);
    expect(plan.steps[0]!.instructions.join(' ')).toContain(
      `"Jane Doe and John Doe, Trustees of the Jane Doe and John Doe Revocable Living Trust dated ${TRUST_DATE_PLACEHOLDER}"`,
    );
  });
});

describe('status and progress', () => {
  it.each([
    [{ status: 'done', doneOn: '2026-11-20' }, true],
    [{ status: 'done' }, false],
    [{ status: 'in_progress' }, true],
    [{ status: 'in_progress', doneOn: '2026-11-20' }, false],
    [{ status: 'finished' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(FundingStepStatusSchema.safeParse(input).success).toBe(valid);
  });

  it.each([
    ['asset:abc-1', true],
    ['kind:home', true],
    ['other:x', false],
    ['asset:../x', false],
  ])('key %s valid: %s', (key, valid) => {
    expect(FundingStepKeySchema.safeParse(key).success).toBe(valid);
  });

  it('counts done steps of the plan only', () => {
    const progress = fundingProgress(['asset:a', 'kind:home', 'kind:vehicles'], {
      'asset:a': { status: 'done', doneOn: '2026-11-01' },
      'kind:home': { status: 'in_progress', doneOn: null },
      'asset:gone': { status: 'done', doneOn: '2026-11-01' },
    });
    expect(progress).toEqual({ done: 1, total: 3 });
    expect(fundingProgressLine(progress)).toBe('1 of 3 funding steps done');
    expect(fundingProgressLine({ done: 0, total: 1 })).toBe('0 of 1 funding step done');
  });
});
