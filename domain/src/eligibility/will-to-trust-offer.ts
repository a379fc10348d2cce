/**
 * Whether a will-maker is offered a living trust instead (willToRltForCalifornia, ADR 0030): in
 * California, where probate is long and its fees are set by law, a tenant with the setting on
 * suggests the trust to a person making a will, when a trust is offered to them at all.
 */
export const offersTrustInsteadOfWill = (facts: {
  readonly willToRltForCalifornia: boolean;
  readonly state: string | null | undefined;
  readonly trustOffered: boolean;
}): boolean => facts.willToRltForCalifornia && facts.state === 'CA' && facts.trustOffered;

/** What the offer says. */
export const WILL_TO_TRUST_OFFER = {
  heading: 'In California, consider a living trust',
  text: 'A will in California goes through probate, which often takes a year or more and has fees set by law. A living trust lets your family skip it. It takes a few more questions.',
  linkText: 'Make a living trust instead',
} as const;
