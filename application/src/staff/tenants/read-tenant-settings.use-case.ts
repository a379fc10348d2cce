import { inject, injectable } from 'inversify';
import { TENANT_SETTINGS, type TenantSettings } from '../../ports/tenant-settings.port';
import { tenantSettingsView, type TenantSettingsView } from './tenant-settings-view';

/**
 * One tenant's configuration for the console (issue 24), or null when there is no such tenant:
 * no person's data, so not audited.
 */
@injectable()
export class ReadTenantSettings {
  constructor(@inject(TENANT_SETTINGS) private readonly settings: TenantSettings) {}

  async execute(tenantId: string): Promise<TenantSettingsView | null> {
    const record = await this.settings.find(tenantId);
    return record && tenantSettingsView(record);
  }
}
