import type { PublicTenantConfiguration } from './tenant-configuration';

/**
 * The disclaimer an advisory tenant puts on its signing instructions (instructionsOverrides.disclaimer,
 * ADR 0030): the firm is named, since its clients came through it; null when the tenant has it off.
 */
export const instructionsDisclaimer = (
  configuration: Pick<PublicTenantConfiguration, 'instructionsOverrides' | 'branding'>,
): string | null => {
  if (!configuration.instructionsOverrides.disclaimer) return null;
  const firm = configuration.branding.tenantDisplayName;
  const who =
    firm === 'Bequest' ? 'Bequest is not a law firm' : `Neither ${firm} nor Bequest is a law firm`;
  return `${who}, and these instructions are not legal advice. They say how your state's law asks you to sign; for advice about your own situation, ask an attorney licensed in your state.`;
};
