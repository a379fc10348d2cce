/**
 * What decides whether a nonprofit may learn who a donor is (giving-and-beneficiaries.md 4.7, 6):
 * the beneficiary plan's opt-in (hasPermissionToShareInfo, null until answered) and the profile's
 * list of organizations allowed to get the person's contact details (3.5). The person's "no
 * contact" preference (noContactPreferredAt, 3.5) and a withdrawal on /sharing are read too.
 */
export interface NonprofitConsentFacts {
  /** The beneficiary plan's opt-in: true after "Sure, let them know"; null when unanswered. */
  readonly hasPermissionToShareInfo: boolean | null;
  readonly orgsAllowedToGetContactDetails: readonly string[];
  /** When the person said they prefer not to be contacted; absent when they did not. */
  readonly noContactPreferredAt: string | null | undefined;
  /**
   * Organizations the person stopped on /sharing since they last listed them. A withdrawal there
   * is per nonprofit; it overrides the plan-wide opt-in for that nonprofit until the person
   * lists the nonprofit again.
   */
  readonly withdrawnFrom: readonly string[];
}

/** Why a nonprofit may be told: the opt-in, the list, or both (kept with each delivery). */
export const CONSENT_BASES = ['plan_opt_in', 'organization_listed'] as const;
export type ConsentBasis = (typeof CONSENT_BASES)[number];

export type NonprofitConsent =
  | { readonly identified: true; readonly basis: readonly ConsentBasis[] }
  | {
      readonly identified: false;
      /** What is missing or what refuses, for the record (never shown to the nonprofit). */
      readonly reason: 'no_consent' | 'no_contact_preferred';
    };

/**
 * Whether `organizationId` may receive the person's name, contact details and what they chose:
 * only when the plan's opt-in is true and/or the organization is listed (section 6). A "no
 * contact" preference refuses either; a withdrawal on /sharing refuses the opt-in for that
 * organization. Without consent a nonprofit gets nothing that names or counts the person.
 */
export const nonprofitConsent = (
  facts: NonprofitConsentFacts,
  organizationId: string,
): NonprofitConsent => {
  if (facts.noContactPreferredAt) return { identified: false, reason: 'no_contact_preferred' };
  const basis: ConsentBasis[] = [];
  if (facts.hasPermissionToShareInfo === true && !facts.withdrawnFrom.includes(organizationId))
    basis.push('plan_opt_in');
  if (facts.orgsAllowedToGetContactDetails.includes(organizationId))
    basis.push('organization_listed');
  return basis.length > 0
    ? { identified: true, basis }
    : { identified: false, reason: 'no_consent' };
};
