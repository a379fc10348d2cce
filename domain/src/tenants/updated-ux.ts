import type { FeatureFlags } from '../reference/feature-flags';
import type { TenantConfiguration } from './tenant-configuration';

/**
 * Where the site header shows the open document's title (platform-core.md 2.13: "with the updated
 * UX on desktop the header shows the document title"): `hidden` without the updated UX,
 * `wide-screens` with it, `every-width` with its second slice too (ADR 0030).
 */
export type HeaderDocumentTitlePlacement = 'hidden' | 'wide-screens' | 'every-width';

/**
 * The updated UX is on for a tenant when the product has it on (FW_HAS_BEQUEST_UPDATED_UX, on in
 * production) and the tenant keeps it (`branding.hasUpdatedUX`, all four seeded tenants): the
 * flag rolls it out, the setting lets one tenant stay on the previous header. Its second slice
 * (FW_HAS_BEQUEST_UPDATED_UX_SLICE2, off in production) brings the title to phones as well, where
 * the first slice leaves the header to the logo and the menu.
 */
export const headerDocumentTitlePlacement = (
  flags: Pick<FeatureFlags, 'FW_HAS_BEQUEST_UPDATED_UX' | 'FW_HAS_BEQUEST_UPDATED_UX_SLICE2'>,
  branding: Pick<TenantConfiguration['branding'], 'hasUpdatedUX'>,
): HeaderDocumentTitlePlacement => {
  if (!flags.FW_HAS_BEQUEST_UPDATED_UX || !branding.hasUpdatedUX) return 'hidden';
  return flags.FW_HAS_BEQUEST_UPDATED_UX_SLICE2 ? 'every-width' : 'wide-screens';
};
