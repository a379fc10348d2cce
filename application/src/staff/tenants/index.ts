import { EditTenantConfiguration } from './edit-tenant-configuration.use-case';
import { ListFlagsInEffect } from './list-flags-in-effect.use-case';
import { ReadTenantSettings } from './read-tenant-settings';

export * from './edit-tenant-configuration.use-case';
export * from './list-flags-in-effect.use-case';
export * from './read-tenant-settings';
export * from './tenant-settings-view';

/** The tenants-and-flags area's use cases, which the API exposes. */
export const TENANT_SETTINGS_USE_CASES = [
  ReadTenantSettings,
  EditTenantConfiguration,
  ListFlagsInEffect,
] as const;
