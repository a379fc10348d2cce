import { isCanadianProvinceCode } from '../reference/canadian-provinces';
import type { TenantConfiguration } from '../tenants/tenant-configuration';

/**
 * The all-states trust shows when the product mode applies and the trust has a referring
 * organization, or the trust_all_states profile flag is true, or that flag is unset and a partner
 * cookie exists or the experiment's has_trust_all_states is true (documents.md 5.3).
 */
export const showsAllStatesTrust = (input: {
  readonly productModeApplies: boolean;
  readonly trustHasReferringOrg: boolean;
  /** The profile's trust_all_states flag; undefined when unset. */
  readonly trustAllStatesFlag: boolean | undefined;
  readonly hasPartnerCookie: boolean;
  readonly experimentHasTrustAllStates: boolean;
}): boolean =>
  input.productModeApplies &&
  (input.trustHasReferringOrg ||
    input.trustAllStatesFlag === true ||
    (input.trustAllStatesFlag === undefined &&
      (input.hasPartnerCookie || input.experimentHasTrustAllStates)));

/**
 * Whether a trust may be made under a state (platform-core.md 5, documents.md 5.3): never for an
 * empty state or a Canadian province; with the tenant's referrer-or-California rule only for CA,
 * a referred trust, the paid_trust flag or the all-states trust; otherwise when trusts are on.
 */
export const isTrustAvailableInState = (input: {
  readonly state: string | null | undefined;
  readonly rlt: Pick<TenantConfiguration['rlt'], 'enabled' | 'requiresReferrerOrCalifornia'>;
  readonly trustHasReferrer: boolean;
  readonly paidTrustFlag: boolean;
  readonly showsAllStatesTrust: boolean;
}): boolean => {
  if (!input.state || isCanadianProvinceCode(input.state)) return false;
  if (input.rlt.requiresReferrerOrCalifornia)
    return (
      input.state === 'CA' ||
      input.trustHasReferrer ||
      input.paidTrustFlag ||
      input.showsAllStatesTrust
    );
  return input.rlt.enabled;
};
