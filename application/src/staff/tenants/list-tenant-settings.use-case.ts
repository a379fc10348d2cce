import { inject, injectable } from 'inversify';
import { TENANT_SETTINGS, type TenantSettings } from '../../ports/tenant-settings.port';
import { tenantSettingsView, type TenantSettingsView } from './tenant-settings-view';

/** Every tenant's configuration for the console (issue 24): no person's data, so not audited. */
@injectable()
export class ListTenantSettings {
  constructor(@inject(TENANT_SETTINGS) private readonly settings: TenantSettings) {}

  async execute(): Promise<TenantSettingsView[]> {
    return (await this.settings.list()).map(tenantSettingsView);
  }
}
