import { inject, injectable } from 'inversify';
import { TENANT_SETTINGS, type TenantSettings } from '../../ports/tenant-settings.port';
import { tenantSettingsView, type TenantSettingsView } from './tenant-settings-view';

/** The tenants' configurations for the console (issue 24): no person's data, so not audited. */
@injectable()
export class ReadTenantSettings {
  constructor(@inject(TENANT_SETTINGS) private readonly settings: TenantSettings) {}

  async list(): Promise<TenantSettingsView[]> {
    return (await this.settings.list()).map(tenantSettingsView);
  }

  async one(tenantId: string): Promise<TenantSettingsView | null> {
    const record = await this.settings.find(tenantId);
    return record && tenantSettingsView(record);
  }
}
