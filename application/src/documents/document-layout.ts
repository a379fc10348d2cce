import type { TenantConfiguration } from '@bequest/domain';
import type { DocumentLayout } from '../ports/document-renderer.port';

/** The layout of a tenant's documents, from its branding's document styles. */
export const documentLayoutOf = (configuration: TenantConfiguration): DocumentLayout => ({
  wideLeftMargin: configuration.branding.documentStyles.hasWideLeftMargin,
});
