import type { PartnerCustomUrl } from '@bequest/domain';

/** Partner organizations and their custom URLs (platform-core.md 3, giving 3.7). */
export interface PartnerDirectory {
  findByUrlName(urlName: string): Promise<PartnerCustomUrl | null>;
  findByOrganizationId(organizationId: string): Promise<PartnerCustomUrl | null>;
}
export const PARTNER_DIRECTORY: symbol = Symbol.for('PartnerDirectory');
