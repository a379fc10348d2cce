import type { NonProbateBeneficiary } from './beneficiary';
import {
  nextNpaStep,
  npaStepPath,
  stepAfterContingent,
  stepAfterPrimary,
  type NpaFlowState,
} from './npa-steps';

const complete = {
  fullName: { first: 'Ana', last: 'Lind' },
  administrativeArea: 'CA',
  maritalStatus: 'SINGLE',
};
const person = (
  level: 'PRIMARY' | 'SECONDARY',
  allocationPercent: number,
): NonProbateBeneficiary => ({
  randId: null,
  level,
  allocationPercent,
  type: null,
  contact: { name: 'Ana' },
  charitableGift: null,
});
const charity = (
  level: 'PRIMARY' | 'SECONDARY',
  allocationPercent: number,
): NonProbateBeneficiary => ({
  ...person(level, allocationPercent),
  contact: null,
  charitableGift: {
    customProgram: { name: 'Harbor', ein: null },
    program: null,
    organization: null,
    giftIntent: null,
  },
});
const asset = (
  randId: string,
  beneficiaries: NonProbateBeneficiary[] = [],
  status: string | null = null,
  createdAt = '2026-01-01T00:00:00Z',
) => ({ randId, beneficiaries, status, statusUpdatedAt: status ? createdAt : null, createdAt });
const state = (
  assets: ReturnType<typeof asset>[] | null,
  fields: Partial<NpaFlowState> & { optIn?: boolean | null } = {},
): NpaFlowState => ({
  profile: complete,
  plan: assets && { randId: 'plan-1', hasPermissionToShareInfo: fields.optIn ?? null, assets },
  mainBrand: false,
  ...fields,
});

describe('the next step of the beneficiary flow (giving 2.1, issue 26)', () => {
  it.each([
    [
      'no profile, no plan: the tutorial',
      state(null, { profile: { fullName: {} } }),
      'tutorial',
      null,
    ],
    [
      'no state yet, a plan started: the profile',
      state([], { profile: { ...complete, administrativeArea: ' ' } }),
      'complete-profile',
      null,
    ],
    [
      'no marital status',
      state(null, { profile: { ...complete, maritalStatus: null } }),
      'tutorial',
      null,
    ],
    ['no plan', state(null), 'asset', null],
    ['no asset', state([]), 'asset', null],
    [
      'no beneficiaries on the main brand: the charities',
      state([asset('a')], { mainBrand: true }),
      'charity',
      'a',
    ],
    ['no beneficiaries elsewhere', state([asset('a')]), 'primary', 'a'],
    ['primaries short of 100%', state([asset('a', [person('PRIMARY', 60)])]), 'primary', 'a'],
    [
      'contingent possible, opt-in unanswered',
      state([asset('a', [person('PRIMARY', 100)])]),
      'contingent',
      'a',
    ],
    [
      'only charities: no contingent step',
      state([asset('a', [charity('PRIMARY', 100)])]),
      'share-info',
      'a',
    ],
    [
      'contingent named',
      state([asset('a', [person('PRIMARY', 100), charity('SECONDARY', 100)])]),
      'share-info',
      'a',
    ],
    [
      'opt-in answered: none chosen stays none',
      state([asset('a', [person('PRIMARY', 100)])], { optIn: false }),
      'finalize',
      'a',
    ],
    [
      'the unfiled asset comes before the filed one',
      state(
        [asset('b', [person('PRIMARY', 100)], 'UPDATED'), asset('a', [person('PRIMARY', 100)])],
        { optIn: true },
      ),
      'finalize',
      'a',
    ],
    [
      'the newest unfiled asset first',
      state([
        asset('old', [], null, '2026-01-01T00:00:00Z'),
        asset('new', [], null, '2026-02-01T00:00:00Z'),
      ]),
      'primary',
      'new',
    ],
    [
      'every asset filed: the summary',
      state([asset('a', [person('PRIMARY', 100)], 'UPDATED')], { optIn: true }),
      'summary',
      null,
    ],
  ])('%s', (_, flow, step, assetId) => {
    expect(nextNpaStep(flow)).toEqual({ step, assetId });
  });

  it.each([
    [[person('PRIMARY', 100)], null, 'contingent'],
    [[person('PRIMARY', 100)], true, 'contingent'],
    [[charity('PRIMARY', 100)], null, 'share-info'],
    [[charity('PRIMARY', 100)], false, 'finalize'],
    [[person('PRIMARY', 100), person('SECONDARY', 100)], true, 'finalize'],
  ] as const)('after the primaries %j with opt-in %s: %s', (beneficiaries, optIn, step) => {
    expect(stepAfterPrimary(asset('a', [...beneficiaries]), optIn)).toBe(step);
  });

  it('after the contingent ones: the opt-in until answered', () => {
    expect(stepAfterContingent(null)).toBe('share-info');
    expect(stepAfterContingent(true)).toBe('finalize');
  });

  it.each([
    ['tutorial', {}, '/npa/get-started/tutorial'],
    ['complete-profile', {}, '/npa/get-started/complete-profile'],
    ['asset', {}, '/npa/new/plan'],
    ['asset', { assetId: 'a1' }, '/npa/a1/plan'],
    ['charity', { assetId: 'a1' }, '/npa/a1/charity'],
    ['primary', { assetId: 'a1' }, '/npa/a1/plan/primary'],
    ['contingent', { assetId: 'a1' }, '/npa/a1/plan/contingent'],
    ['share-info', { assetId: 'a1' }, '/npa/a1/plan/share-info'],
    ['finalize', { assetId: 'a1' }, '/npa/a1/plan/finalize'],
    [
      'instructions',
      { assetId: 'a1', partnerUrl: 'harbor food' },
      '/beneficiaries/harbor%20food/a1/instructions',
    ],
    [
      'confirmation',
      { assetId: 'a1', partnerUrl: 'harbor' },
      '/beneficiaries/harbor/a1/confirmation',
    ],
    ['instructions', { assetId: 'a1' }, '/npa/a1/plan/instructions'],
    ['confirmation', { assetId: 'a1', partnerUrl: null }, '/npa/a1/plan/confirmation'],
    ['summary', { planId: 'p1' }, '/npa/p1/summary'],
    ['summary', {}, '/npa//summary'],
  ] as const)('%s %j is at %s', (step, ids, path) => {
    expect(npaStepPath(step, ids)).toBe(path);
  });

  it('the path defaults to no ids', () => {
    expect(npaStepPath('asset')).toBe('/npa/new/plan');
  });
});
