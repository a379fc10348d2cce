import type { EditTenantConfigurationBody, TenantSettingsView } from '@bequest/sdk';
import { staff, valueOf } from '../staff-client';

/** The tenants-and-flags resources of the console (issue 24), read whole: there are few. */
export const TENANT_LISTS: Readonly<Record<string, () => Promise<{ id: string }[]>>> = {
  tenants: async () =>
    (await valueOf(staff.listTenantSettings())).map((tenant) => ({
      ...tenant,
      id: tenant.tenantId,
    })),
  flags: async () =>
    (await valueOf(staff.listFlagsInEffect())).flags.map((flag) => ({ ...flag, id: flag.name })),
  experiments: async () =>
    (await valueOf(staff.listFlagsInEffect())).experiments.map((experiment) => ({
      ...experiment,
      id: experiment.name,
    })),
};

/** One tenant's configuration in effect, by its id. */
export const tenantSettings = async (tenantId: string) => {
  const tenant = await valueOf(staff.getTenantSettings({ params: { tenantId } }));
  return { ...tenant, id: tenant.tenantId };
};

/** Saves an administrator's edit of a tenant's configuration. */
export const editTenantConfiguration = (
  tenantId: string,
  body: EditTenantConfigurationBody,
): Promise<TenantSettingsView> =>
  valueOf(staff.editTenantConfiguration({ params: { tenantId }, body }));
