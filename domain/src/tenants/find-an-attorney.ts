/**
 * The find-an-attorney resources a tenant with findAnAttorneyResources on shows beside its signing
 * instructions (ADR 0030): the American Bar Association's directory of the lawyer referral
 * services, state by state. Off where the tenant's own advisors refer their clients.
 */
export const FIND_AN_ATTORNEY = {
  heading: 'Find an attorney',
  text: (stateName: string): string =>
    `If you would like an attorney to review your document before you sign, a lawyer referral service in ${stateName} can put you in touch with one.`,
  linkText: 'Lawyer referral services by state (American Bar Association)',
  url: 'https://www.americanbar.org/groups/lawyer_referral/resources/lawyer-referral-directory/',
} as const;
