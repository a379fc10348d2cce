import { canSetSecondaries, hasGiftedAllResidualToCharity, isTotallyAllocated } from './allocation';
import { NonProbateAssetSchema, BeneficiaryPlanSchema } from './asset';
import { assetCompletion, assetsUpToDateBadge, optInBannerText, orderAssets } from './asset-list';

const asset = (fields: object) =>
  NonProbateAssetSchema.parse({ assetType: 'BROKERAGE', approximateValue: '1000', ...fields });

describe('allocations (giving-and-beneficiaries.md 4.6, 5.3; documents.md 4.3)', () => {
  it.each([
    [[100], true],
    [[50, 50], true],
    [[33.33, 33.33, 33.34], true],
    [[50, 49.99], false],
    [[60, 50], false],
    [[], false],
  ])('%j totally allocated: %s', (percents, total) => {
    expect(isTotallyAllocated(percents.map((allocationPercent) => ({ allocationPercent })))).toBe(
      total,
    );
  });

  it.each([
    [[{ allocationPercent: 100, isCharitableGift: false }], false, true],
    [[{ allocationPercent: 100, isCharitableGift: true }], false, false],
    [[{ allocationPercent: 100, isCharitableGift: true }], true, true],
    [[{ allocationPercent: 90, isCharitableGift: false }], true, false],
  ])(
    'primaries %j with secondaries %s → may set secondaries %s',
    (primaries, hasSecondaries, may) => {
      expect(canSetSecondaries(primaries, hasSecondaries)).toBe(may);
    },
  );

  it.each([
    [[{ level: 'NUMBER_1', charitableGiftId: 'g1', allocationPercent: 100 }], true],
    [
      [
        { level: 'NUMBER_1', charitableGiftId: 'g1', allocationPercent: 60 },
        { level: 'NUMBER_1', charitableGiftId: 'g2', allocationPercent: 40 },
        { level: 'NUMBER_2', charitableGiftId: null, allocationPercent: 100 },
      ],
      true,
    ],
    [[{ level: 'NUMBER_1', charitableGiftId: null, allocationPercent: 100 }], false],
    [[{ level: 'NUMBER_1', charitableGiftId: 'g1', allocationPercent: 50 }], false],
    [[], false],
  ])('residuary %j all to charity: %s', (residuary, all) => {
    expect(hasGiftedAllResidualToCharity(residuary)).toBe(all);
  });
});

describe('the beneficiary plan page (giving-and-beneficiaries.md 2.2, 4.4)', () => {
  it('orders open assets newest first, then finalized by status date ascending', () => {
    const assets = [
      asset({ nickname: 'old open', createdAt: '2026-01-01T00:00:00Z' }),
      asset({ nickname: 'done late', status: 'UPDATED', statusUpdatedAt: '2026-05-01T00:00:00Z' }),
      asset({ nickname: 'new open', createdAt: '2026-03-01T00:00:00Z' }),
      asset({ nickname: 'done early', status: 'UPDATED', statusUpdatedAt: '2026-02-01T00:00:00Z' }),
    ];
    expect(orderAssets(assets).map((a) => a.nickname)).toEqual([
      'new open',
      'old open',
      'done early',
      'done late',
    ]);
  });

  it.each([
    [[{ status: 'UPDATED' }, {}], '1/2 of your assets are up to date', 'red'],
    [[{ status: 'UPDATED' }, { status: 'UPDATED' }], '2/2 of your assets are up to date', 'green'],
  ])('badge for %j: %s (%s)', (fields, text, tone) => {
    expect(assetsUpToDateBadge(fields.map(asset))).toEqual({ text, tone });
  });

  const primary = { level: 'PRIMARY', allocationPercent: 100, contact: { name: 'Ana' } };
  const secondary = { level: 'SECONDARY', allocationPercent: 100, contact: { name: 'Ben' } };
  const options = (requiresSecondaries = false) => ({
    requiresSecondaries,
    formatDate: (iso: string) => iso.slice(0, 10),
  });

  it.each([
    [
      { beneficiaries: [] },
      false,
      { state: 'choose-beneficiaries', action: 'Choose beneficiaries' },
    ],
    [
      { beneficiaries: [{ ...primary, type: 'PRESET_FORFEIT' }] },
      false,
      { state: 'choose-beneficiaries' },
    ],
    [{ beneficiaries: [secondary] }, false, { state: 'needs-beneficiaries', anchor: '#primary' }],
    [{ beneficiaries: [primary] }, true, { state: 'needs-beneficiaries', anchor: '#contingent' }],
    [
      {
        beneficiaries: [primary, secondary],
        status: 'UPDATED',
        statusUpdatedAt: '2026-04-02T00:00:00Z',
      },
      true,
      { state: 'up-to-date', label: 'Your last update was on 2026-04-02' },
    ],
    [
      { beneficiaries: [primary] },
      false,
      {
        state: 'update-institution',
        label: 'You still need to update your institution',
        action: 'Update institution',
      },
    ],
  ])('%j (secondaries required %s) → %j', (fields, requiresSecondaries, completion) => {
    expect(assetCompletion(asset(fields), options(requiresSecondaries))).toMatchObject(completion);
  });

  it.each([
    [null, null],
    [true, 'You have agreed to share information about your gift...'],
    [false, 'You have opted to withhold gift information...'],
  ])('opt-in %s → %s', (answer, text) => {
    expect(optInBannerText(answer)).toBe(text);
  });

  it('parses a plan with its assets', () => {
    const plan = BeneficiaryPlanSchema.parse({
      randId: 'np1',
      profileId: 'p1',
      assets: [{ assetType: 'IRA', approximateValue: '5' }],
    });
    expect(plan).toMatchObject({
      hasPermissionToShareInfo: null,
      assets: [{ owner: 'SELF', submissionType: 'PLAN', financialInstitution: 'OTHER' }],
    });
  });
});
