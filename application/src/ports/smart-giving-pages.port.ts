import type { PartnerCustomUrl, SmartGivingSettings } from '@bequest/domain';

/** A partner nonprofit with its page settings, as staff last saved them (defaults when never). */
export interface SmartGivingRecord {
  readonly partner: PartnerCustomUrl;
  readonly settings: SmartGivingSettings;
  readonly updatedAt: Date | null;
  readonly updatedBy: string | null;
}

/** The partner nonprofits' smart giving pages (giving 2.9, issue 26). */
export interface SmartGivingPages {
  /** Every partner, by display name, with its settings. */
  list(): Promise<readonly SmartGivingRecord[]>;
  findByUrlName(urlName: string): Promise<SmartGivingRecord | null>;
  findByOrganizationId(organizationId: string): Promise<SmartGivingRecord | null>;
  save(
    organizationId: string,
    settings: SmartGivingSettings,
    by: string,
    at: Date,
  ): Promise<SmartGivingRecord>;
}
export const SMART_GIVING_PAGES: symbol = Symbol.for('SmartGivingPages');

/** Whether staff may list plain-http loopback origins for a widget: outside production only. */
export const LOOPBACK_WIDGET_ORIGINS: symbol = Symbol.for('LoopbackWidgetOrigins');
