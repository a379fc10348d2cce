import {
  applyConfigurationEdits,
  editedPaths,
  publicTenantConfiguration,
  TenantConfigurationSchema,
  type PublicTenantConfiguration,
  type TenantConfiguration,
} from '@bequest/domain';
import type { TenantSettingsRecord } from '../../ports/tenant-settings.port';

/** The secrets staff may set: write-only, shown only as set or not set. */
export const TENANT_SECRET_NAMES = ['ssoClientSecret', 'emailServerPassword'] as const;
export type TenantSecretName = (typeof TENANT_SECRET_NAMES)[number];

/** A tenant's configuration as the console shows it: never a secret's value. */
export interface TenantSettingsView {
  readonly tenantId: string;
  readonly version: number;
  readonly editedAt: Date | null;
  /** In effect: the edits over the defaults. */
  readonly configuration: PublicTenantConfiguration;
  /** The dotted paths staff edited away from the defaults. */
  readonly editedFields: readonly string[];
  readonly secrets: Readonly<Record<TenantSecretName, boolean>>;
}

/** The configuration in effect of a stored record. */
export const configurationInEffect = (record: TenantSettingsRecord): TenantConfiguration =>
  TenantConfigurationSchema.parse(applyConfigurationEdits(record.defaults, record.edits));

export const tenantSettingsView = (record: TenantSettingsRecord): TenantSettingsView => {
  const configuration = configurationInEffect(record);
  return {
    tenantId: record.tenantId,
    version: record.version,
    editedAt: record.editedAt,
    configuration: publicTenantConfiguration(configuration),
    editedFields: editedPaths(record.edits),
    secrets: {
      ssoClientSecret: configuration.secrets.ssoClientSecret !== undefined,
      emailServerPassword: configuration.secrets.emailServerPassword !== undefined,
    },
  };
};
