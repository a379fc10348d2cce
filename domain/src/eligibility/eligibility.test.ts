import {
  attorneyConsultBannerText,
  attorneyConsultState,
  hasRequestedAttorneyConsult,
  isAttorneyConsultBannerShown,
} from './attorney-consult';
import { mustClearPartnerCustomizations } from './ca-compliance';
import { isRemoteNotaryEligible, readRemoteNotaryLink } from './remote-notary';
import { WILL_EXECUTION_RULES } from '../execution/will-execution-rules';
import { isTrustAvailableInState, showsAllStatesTrust } from './trust-eligibility';
import { hasPartnerStatus } from '../profiles/marital-status';

describe('trust eligibility by state (documents.md 5.3, platform-core.md 5)', () => {
  const base = {
    state: 'TX',
    rlt: { enabled: true, requiresReferrerOrCalifornia: false },
    trustHasReferrer: false,
    paidTrustFlag: false,
    showsAllStatesTrust: false,
  };

  it.each([
    [{ state: '' }, false],
    [{ state: null }, false],
    [{ state: 'ON' }, false],
    [{}, true],
    [{ rlt: { enabled: false, requiresReferrerOrCalifornia: false } }, false],
    [{ rlt: { enabled: true, requiresReferrerOrCalifornia: true } }, false],
    [{ rlt: { enabled: false, requiresReferrerOrCalifornia: true }, state: 'CA' }, true],
    [{ rlt: { enabled: true, requiresReferrerOrCalifornia: true }, trustHasReferrer: true }, true],
    [{ rlt: { enabled: true, requiresReferrerOrCalifornia: true }, paidTrustFlag: true }, true],
    [
      { rlt: { enabled: true, requiresReferrerOrCalifornia: true }, showsAllStatesTrust: true },
      true,
    ],
  ])('%j → %s', (overrides, available) => {
    expect(isTrustAvailableInState({ ...base, ...overrides })).toBe(available);
  });

  const allStates = {
    productModeApplies: true,
    trustHasReferringOrg: false,
    trustAllStatesFlag: undefined as boolean | undefined,
    hasPartnerCookie: false,
    experimentHasTrustAllStates: false,
  };

  it.each([
    [{}, false],
    [{ trustHasReferringOrg: true }, true],
    [{ trustAllStatesFlag: true }, true],
    [{ trustAllStatesFlag: false, hasPartnerCookie: true }, false],
    [{ hasPartnerCookie: true }, true],
    [{ experimentHasTrustAllStates: true }, true],
    [{ productModeApplies: false, trustAllStatesFlag: true }, false],
  ])('all-states trust %j → %s', (overrides, shown) => {
    expect(showsAllStatesTrust({ ...allStates, ...overrides })).toBe(shown);
  });
});

describe('attorney consultation (documents.md 4.8, 9)', () => {
  it.each([
    ['CA', 'TX', 'CA'],
    ['TX', 'NY', 'NY'],
    ['TX', 'FL', null],
    [null, 'WY', 'WY'],
    [null, null, null],
  ])('own state %s, partner state %s → %s', (own, partner, state) => {
    expect(attorneyConsultState(own, partner)).toBe(state);
  });

  const metadata = (requested: string | null, declined: string | null) => ({
    attorneyConsultRequestedAt: requested,
    attorneyConsultNotInterestedSubmittedAt: declined,
  });

  it.each([
    [null, null, false],
    ['2026-02-01T00:00:00Z', null, true],
    ['2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z', true],
    ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', false],
  ])('requested %s, not interested %s → requested %s', (requested, declined, expected) => {
    expect(hasRequestedAttorneyConsult(metadata(requested, declined))).toBe(expected);
  });

  it.each([
    [true, 'CA', metadata(null, null), undefined, true],
    [false, 'CA', metadata(null, null), undefined, false],
    [true, null, metadata(null, null), undefined, false],
    [true, 'CA', metadata('2026-02-01T00:00:00Z', null), undefined, false],
    [true, 'CA', metadata(null, '2026-02-01T00:00:00Z'), undefined, false],
    [true, 'CA', metadata(null, '2026-02-01T00:00:00Z'), true, true],
  ] as const)(
    'flag %s, state %s, %j, show after dismissal %s → %s',
    (flag, state, meta, keep, shown) => {
      expect(
        isAttorneyConsultBannerShown({
          attorneyConsultFlag: flag,
          eligibleState: state,
          metadata: meta,
          showAfterNotInterested: keep,
        }),
      ).toBe(shown);
    },
  );

  it('names the state in the banner (documents.md 2.9)', () => {
    expect(attorneyConsultBannerText('California')).toBe(
      'Talk to a licensed attorney in California about your estate plan.',
    );
  });
});

describe('remote notary (documents.md 4.4)', () => {
  const eligible = {
    remoteWitnessFlag: true,
    state: 'IL',
    planType: 'WILL' as const,
    isSelfProved: true,
    hasMirror: false,
  };

  it.each([
    [{}, true],
    [{ remoteWitnessFlag: false }, false],
    [{ state: 'CA' }, false],
    [{ planType: 'RLT' as const }, false],
    [{ isSelfProved: false }, false],
    [{ hasMirror: true }, false],
  ])('%j → %s', (overrides, expected) => {
    expect(isRemoteNotaryEligible({ ...eligible, ...overrides })).toBe(expected);
  });

  it('is reachable: an Illinois will proves itself by its attestation clause', () => {
    expect(WILL_EXECUTION_RULES.IL.selfProof).toBe('ATTESTATION_CLAUSE');
  });

  it.each([
    [{}, null],
    [{ REMOTE_NOTARY_URL: ' ' }, null],
    [
      { REMOTE_NOTARY_URL: 'https://notary.example/easy-link/{key}', REMOTE_NOTARY_KEY: 'a b/c' },
      'https://notary.example/easy-link/a%20b%2Fc',
    ],
    [{ REMOTE_NOTARY_URL: 'https://notary.example/start' }, 'https://notary.example/start'],
    [
      { REMOTE_NOTARY_URL: 'http://127.0.0.1:4020/{key}', REMOTE_NOTARY_KEY: 'k' },
      'http://127.0.0.1:4020/k',
    ],
  ])('the easy link of %j is %s (documents.md 7.7)', (settings, link) => {
    expect(readRemoteNotaryLink(settings)._unsafeUnwrap()).toBe(link);
  });

  it.each([
    [
      { REMOTE_NOTARY_URL: 'https://notary.example/{key}' },
      'REMOTE_NOTARY_URL names {key}, but REMOTE_NOTARY_KEY is not set',
    ],
    [{ REMOTE_NOTARY_URL: 'notary' }, 'REMOTE_NOTARY_URL is not a URL'],
    [{ REMOTE_NOTARY_URL: 'http://notary.example/' }, 'REMOTE_NOTARY_URL must use https'],
  ])('refuses %j', (settings, message) => {
    expect(readRemoteNotaryLink(settings)._unsafeUnwrapErr()).toBe(message);
  });
});

describe('CA compliance (platform-core.md 4.16)', () => {
  const input = {
    product: 'WILL',
    caComplianceFeature: true,
    profileState: 'CA',
    partnerIsCaCompliant: false,
  };
  it.each([
    [{}, true],
    [{ product: 'RLT' }, false],
    [{ caComplianceFeature: false }, false],
    [{ profileState: 'NV' }, false],
    [{ partnerIsCaCompliant: true }, false],
    [{ partnerIsCaCompliant: null }, false],
  ])('%j → clear %s', (overrides, clear) => {
    expect(mustClearPartnerCustomizations({ ...input, ...overrides })).toBe(clear);
  });
});

describe('partner status (platform-core.md 6)', () => {
  it.each([
    ['MARRIED', true],
    ['DOMESTIC_PARTNERSHIP', true],
    ['SINGLE', false],
    [null, false],
  ] as const)('%s → %s', (status, partnered) => {
    expect(hasPartnerStatus(status)).toBe(partnered);
  });
});
