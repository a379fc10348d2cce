import { trustOffer } from './trust-offer';

const referrerOrCalifornia = { enabled: true, requiresReferrerOrCalifornia: true };
const nobodyVouches = {
  state: 'WA',
  rlt: referrerOrCalifornia,
  trustHasReferrer: false,
  trustHasReferringOrg: false,
  trustAllStatesFlag: undefined,
  hasPartnerCookie: false,
  paidTrustFlag: false,
  experimentHasTrustAllStates: false,
};

describe('a trust offered with the all-states rule fed its inputs (documents.md 5.3, ADR 0023)', () => {
  it('offers a Washington trust only in the all-states arm, which then decided it', () => {
    expect(trustOffer(nobodyVouches)).toEqual({ available: false, decidedByExperiment: true });
    expect(trustOffer({ ...nobodyVouches, experimentHasTrustAllStates: true })).toEqual({
      available: true,
      decidedByExperiment: true,
    });
  });

  it.each([
    ['the paid_trust flag', { paidTrustFlag: true }, true],
    ['a partner cookie', { hasPartnerCookie: true }, true],
    ['trust_all_states on', { trustAllStatesFlag: true }, true],
    ['a referring organization', { trustHasReferringOrg: true }, true],
    ['California', { state: 'CA' }, true],
    [
      'a tenant without the trust',
      { rlt: { enabled: false, requiresReferrerOrCalifornia: true } },
      false,
    ],
    ['a province', { state: 'ON' }, false],
  ] as const)('leaves the arm out of it with %s', (_, change, available) => {
    for (const experimentHasTrustAllStates of [false, true])
      expect(trustOffer({ ...nobodyVouches, ...change, experimentHasTrustAllStates })).toEqual({
        available,
        decidedByExperiment: false,
      });
  });

  it('keeps the trust_all_states flag turned off above the arm', () => {
    expect(
      trustOffer({
        ...nobodyVouches,
        trustAllStatesFlag: false,
        experimentHasTrustAllStates: true,
      }),
    ).toEqual({ available: false, decidedByExperiment: false });
  });

  it('offers the trust wherever the tenant needs no referrer, arm or not', () => {
    const open = { ...nobodyVouches, rlt: { enabled: true, requiresReferrerOrCalifornia: false } };
    expect(trustOffer(open)).toEqual({ available: true, decidedByExperiment: false });
  });
});
