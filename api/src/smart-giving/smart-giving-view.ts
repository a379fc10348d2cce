import type { SmartGivingRecord } from '@bequest/application';
import { GIVING_WAYS, givingWayPath } from '@bequest/domain';
import type { SmartGivingPageView, SmartGivingSettingsView } from '@bequest/sdk/contract';

const displayNameOf = ({ partner }: SmartGivingRecord) =>
  partner.orgDisplayName ?? partner.organization.displayName;

export const entryOf = (record: SmartGivingRecord) => ({
  urlName: record.partner.urlName,
  displayName: displayNameOf(record),
  logoUrl: record.partner.customizations?.uriLogo ?? null,
});

/** The public page: each way the nonprofit offers with the path of its flow (giving 2.9). */
export const pageViewOf = (record: SmartGivingRecord): SmartGivingPageView => ({
  ...entryOf(record),
  organizationId: record.partner.organizationId,
  story: record.settings.story,
  primaryColor: record.settings.primaryColor,
  ways: record.settings.ways.map((way) => ({
    way,
    label: GIVING_WAYS[way],
    path: givingWayPath(way, record.partner.urlName, displayNameOf(record)),
  })),
  widgetOrigins: [...record.settings.widgetOrigins],
});

export const settingsViewOf = (record: SmartGivingRecord): SmartGivingSettingsView => ({
  organizationId: record.partner.organizationId,
  urlName: record.partner.urlName,
  displayName: displayNameOf(record),
  settings: record.settings,
  updatedAt: record.updatedAt?.toISOString() ?? null,
  updatedBy: record.updatedBy,
});
