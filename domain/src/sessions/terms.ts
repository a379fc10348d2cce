/** The terms version in use (DECISIONS.md); a new version is a configuration value. */
export const CURRENT_TERMS_VERSION = '2021_10_20';

export const TERMS_REQUIRED_MESSAGE =
  'You must accept the Terms of Service & Privacy Notice to continue.';

export const TERMS_SUBMIT_ERROR = {
  title: 'Error',
  message: 'There was an error submitting your response. Please try again.',
} as const;

export interface TermsAcceptance {
  readonly termsAcceptedOn: string | null;
  readonly termsAcceptedVersion: string | null;
}

/** Accepted: a date is set and the version is the current one (platform-core.md 4.10). */
export const hasAcceptedLatestTerms = (
  terms: TermsAcceptance,
  currentVersion: string = CURRENT_TERMS_VERSION,
): boolean => Boolean(terms.termsAcceptedOn) && terms.termsAcceptedVersion === currentVersion;

/** The household's partner, when there is one, must have accepted too (platform-core.md 3). */
export const partnerExistsAndHasAcceptedLatestTerms = (
  partner: TermsAcceptance | null,
  currentVersion: string = CURRENT_TERMS_VERSION,
): boolean => partner !== null && hasAcceptedLatestTerms(partner, currentVersion);

/**
 * Whose acceptance of the latest terms the household still lacks (platform-core.md 2.14, 3, 4.10),
 * from the current user's flags: the account owner's, and the second member's when the household
 * has one. `partnerExistsAndHasAcceptedLatestTerms` is false as well when there is no second
 * member, so only a second member who exists can be missing.
 */
export const termsToAccept = (user: {
  readonly hasAcceptedLatestTerms: boolean;
  readonly partnerExistsAndHasAcceptedLatestTerms: boolean;
  readonly hasSecondMember: boolean;
}): { readonly owner: boolean; readonly secondMember: boolean } => ({
  owner: !user.hasAcceptedLatestTerms,
  secondMember: user.hasSecondMember && !user.partnerExistsAndHasAcceptedLatestTerms,
});

/** The date as YYYY-MM-DD in the person's own calendar (the local parts of `today`). */
const isoDay = (today: Date): string =>
  [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, '0'),
    String(today.getDate()).padStart(2, '0'),
  ].join('-');

/** Accepting sets the current version and today's date (platform-core.md 4.10). */
export const acceptTerms = (
  today: Date,
  currentVersion: string = CURRENT_TERMS_VERSION,
): { termsAcceptedOn: string; termsAcceptedVersion: string } => ({
  termsAcceptedOn: isoDay(today),
  termsAcceptedVersion: currentVersion,
});

/** Accepting share-info adds the partner org once (platform-core.md 4.10). */
export const withContactDetailsAllowedFor = (
  orgsAllowedToGetContactDetails: readonly string[],
  partnerOrgId: string | null,
): string[] =>
  partnerOrgId && !orgsAllowedToGetContactDetails.includes(partnerOrgId)
    ? [...orgsAllowedToGetContactDetails, partnerOrgId]
    : [...orgsAllowedToGetContactDetails];

/** Withdrawing the permission takes the partner org off the list (giving 4.7, 8). */
export const withoutContactDetailsFor = (
  orgsAllowedToGetContactDetails: readonly string[],
  partnerOrgId: string,
): string[] => orgsAllowedToGetContactDetails.filter((orgId) => orgId !== partnerOrgId);

/** Loads and saves (platform-core.md 4.1). */
export type RequestStatus = null | 'PENDING' | 'FULFILLED' | 'REJECTED';

/**
 * The tenant terms modal is open when a logged-in user has not accepted the latest terms, or
 * after a submit that has not succeeded (platform-core.md 4.10): it stays open on failure.
 */
export const isTermsModalOpen = (state: {
  readonly isLoggedIn: boolean;
  readonly hasAcceptedLatestTerms: boolean;
  readonly submitted: boolean;
  readonly submitStatus: RequestStatus;
}): boolean =>
  (state.isLoggedIn && !state.hasAcceptedLatestTerms) ||
  (state.submitted && state.submitStatus !== 'FULFILLED');

/** The terms modal's title (platform-core.md 2.9). */
export const termsModalTitle = (productName: string) =>
  `Agreement to ${productName}'s Terms of Service & Privacy Notice`;

/**
 * The terms modal's partner disclosure (platform-core.md 2.9, 4.10), for a visitor a partner
 * organization referred: who the partner is, and an opt-in, apart from the terms, to share the
 * person's contact details with it (accepting it adds the partner to
 * orgsAllowedToGetContactDetails).
 */
export const partnerDisclosure = (partnerName: string, productName: string) => ({
  text: `${productName} is offered to you in partnership with ${partnerName}. ${partnerName} would like to know who you are so it can stay in touch with you. Sharing is optional: we share your name and contact details with ${partnerName} only if you agree below.`,
  shareLabel: `Share my name and contact details with ${partnerName}`,
});

/**
 * The terms checkbox's label (platform-core.md 5 "Terms"): age and agreement; on a site a financial
 * advisor sponsors, also who sponsors it and that what the person enters may be shared with them.
 */
export const termsConsentText = (sponsor: { readonly firmName: string | null } | null): string => {
  const agreement =
    'I confirm that I am at least 18 years old and I accept the Terms of Service & Privacy Notice.';
  if (!sponsor) return agreement;
  const sponsoredBy = sponsor.firmName
    ? `${sponsor.firmName}, your financial advisor`
    : 'your financial advisor';
  return `This site is sponsored by ${sponsoredBy}. Information you enter here may be shared with your financial advisor or ${sponsor.firmName ?? 'their firm'}. ${agreement}`;
};
