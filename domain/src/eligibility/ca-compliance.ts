/**
 * For the will, with the CA-compliance partner feature on, a California profile does not see the
 * customizations of a partner that is not CA-compliant (platform-core.md 4.16, documents.md 4.3).
 * Callers re-check whenever the profile's state changes.
 */
export const mustClearPartnerCustomizations = (input: {
  readonly product: string;
  readonly caComplianceFeature: boolean;
  readonly profileState: string | null | undefined;
  readonly partnerIsCaCompliant: boolean | null | undefined;
}): boolean =>
  input.product === 'WILL' &&
  input.caComplianceFeature &&
  input.profileState === 'CA' &&
  input.partnerIsCaCompliant === false;
