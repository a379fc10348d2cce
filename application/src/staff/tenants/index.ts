import { EditTenantConfiguration } from './edit-tenant-configuration';
import { ListFlagsInEffect } from './list-flags-in-effect';
import { ReadTenantSettings } from './read-tenant-settings';

export * from './edit-tenant-configuration';
export * from './list-flags-in-effect';
export * from './read-tenant-settings';
export * from './tenant-settings-view';

/** The tenants-and-flags area's use cases, which the API exposes. */
export const TENANT_SETTINGS_USE_CASES = [
  ReadTenantSettings,
  EditTenantConfiguration,
  ListFlagsInEffect,
] as const;
