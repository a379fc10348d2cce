import {
  acceptTerms,
  termsConsentText,
  termsModalTitle,
  CURRENT_TERMS_VERSION,
  hasAcceptedLatestTerms,
  isTermsModalOpen,
  partnerDisclosure,
  partnerExistsAndHasAcceptedLatestTerms,
  termsToAccept,
  withContactDetailsAllowedFor,
  withoutContactDetailsFor,
} from './terms';

describe('terms acceptance (platform-core.md 4.10)', () => {
  it.each([
    [{ termsAcceptedOn: '2026-01-01', termsAcceptedVersion: '2021_10_20' }, true],
    [{ termsAcceptedOn: null, termsAcceptedVersion: '2021_10_20' }, false],
    [{ termsAcceptedOn: '2026-01-01', termsAcceptedVersion: '2019_01_01' }, false],
  ])('%j accepted: %s', (terms, accepted) => {
    expect(hasAcceptedLatestTerms(terms)).toBe(accepted);
  });

  it('the version in use is 2021_10_20 and can be configured', () => {
    expect(CURRENT_TERMS_VERSION).toBe('2021_10_20');
    expect(
      hasAcceptedLatestTerms({ termsAcceptedOn: '2026-01-01', termsAcceptedVersion: 'v2' }, 'v2'),
    ).toBe(true);
  });

  it("accepting sets the current version and today's date", () => {
    expect(acceptTerms(new Date(2026, 10, 23, 23, 30))).toEqual({
      termsAcceptedOn: '2026-11-23',
      termsAcceptedVersion: '2021_10_20',
    });
  });

  it('a partner counts only when present and accepted', () => {
    expect(partnerExistsAndHasAcceptedLatestTerms(null)).toBe(false);
    expect(
      partnerExistsAndHasAcceptedLatestTerms({
        termsAcceptedOn: '2026-01-01',
        termsAcceptedVersion: '2021_10_20',
      }),
    ).toBe(true);
  });

  it.each([
    [true, false, false, { owner: false, secondMember: false }],
    [false, false, false, { owner: true, secondMember: false }],
    [true, true, true, { owner: false, secondMember: false }],
    [true, false, true, { owner: false, secondMember: true }],
    [false, false, true, { owner: true, secondMember: true }],
  ])(
    'owner accepted %s, partner flag %s, second member %s → still to accept %j',
    (hasAcceptedLatestTerms, partnerExistsAndHasAcceptedLatestTerms, hasSecondMember, pending) => {
      expect(
        termsToAccept({
          hasAcceptedLatestTerms,
          partnerExistsAndHasAcceptedLatestTerms,
          hasSecondMember,
        }),
      ).toEqual(pending);
    },
  );

  it('share-info adds the partner org once', () => {
    expect(withContactDetailsAllowedFor(['a'], 'b')).toEqual(['a', 'b']);
    expect(withContactDetailsAllowedFor(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(withContactDetailsAllowedFor(['a'], null)).toEqual(['a']);
  });

  it('withdrawing takes the partner org off, and only it', () => {
    expect(withoutContactDetailsFor(['a', 'b'], 'a')).toEqual(['b']);
    expect(withoutContactDetailsFor(['b'], 'a')).toEqual(['b']);
  });

  it.each([
    [true, false, false, null, true],
    [true, true, false, null, false],
    [false, false, false, null, false],
    [true, true, true, 'REJECTED', true],
    [true, true, true, 'PENDING', true],
    [true, true, true, null, true],
    [true, true, true, 'FULFILLED', false],
  ] as const)(
    'logged in %s, accepted %s, submitted %s with %s → open %s',
    (isLoggedIn, accepted, submitted, submitStatus, open) => {
      expect(
        isTermsModalOpen({
          isLoggedIn,
          hasAcceptedLatestTerms: accepted,
          submitted,
          submitStatus,
        }),
      ).toBe(open);
    },
  );
});

describe('the terms modal text (platform-core.md 2.9, 5)', () => {
  it('names the product in the title', () => {
    expect(termsModalTitle('Bequest')).toBe(
      "Agreement to Bequest's Terms of Service & Privacy Notice",
    );
  });

  it('discloses the referring partner and offers sharing with it as an opt-in', () => {
    const disclosure = partnerDisclosure('Harbor Food Bank', 'Willow');
    expect(disclosure.text).toMatch(
      /^Willow is offered to you in partnership with Harbor Food Bank\. /,
    );
    expect(disclosure.text).toContain('only if you agree');
    expect(disclosure.shareLabel).toBe('Share my name and contact details with Harbor Food Bank');
  });

  it('asks for age and agreement, and on an advisor-sponsored site names the sponsor and the sharing', () => {
    expect(termsConsentText(null)).toBe(
      'I confirm that I am at least 18 years old and I accept the Terms of Service & Privacy Notice.',
    );
    expect(termsConsentText({ firmName: 'Acme Wealth' })).toBe(
      'This site is sponsored by Acme Wealth, your financial advisor. Information you enter here may be shared with your financial advisor or Acme Wealth. I confirm that I am at least 18 years old and I accept the Terms of Service & Privacy Notice.',
    );
    expect(termsConsentText({ firmName: null })).toMatch(
      /^This site is sponsored by your financial advisor\. .* or their firm\. /,
    );
  });
});
