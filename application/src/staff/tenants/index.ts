import { EditTenantConfiguration } from './edit-tenant-configuration.use-case';
import { ListFlagsInEffect } from './list-flags-in-effect.use-case';
import { ListTenantSettings } from './list-tenant-settings.use-case';
import { ReadTenantSettings } from './read-tenant-settings.use-case';

export * from './edit-tenant-configuration.use-case';
export * from './list-flags-in-effect.use-case';
export * from './list-tenant-settings.use-case';
export * from './read-tenant-settings.use-case';
export * from './tenant-settings-view';

/** The tenants-and-flags area's use cases, which the API exposes. */
export const TENANT_SETTINGS_USE_CASES = [
  ListTenantSettings,
  ReadTenantSettings,
  EditTenantConfiguration,
  ListFlagsInEffect,
] as const;
