import type { TenantConfigurationRepository } from '@bequest/application';
import {
  TENANT_CONFIGURATIONS,
  TenantConfigurationSchema,
  type TenantConfiguration,
} from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TenantConfigurationRecord } from './tenant-configuration.entity';
import { query } from './query';

/**
 * Every request reads its tenant's configuration. The database stays the one source: each read
 * asks for the stored version, and the document is fetched and parsed again only when that
 * version differs from the one parsed last, so an edit in the admin console applies at once.
 */
export class MikroOrmTenantConfigurationRepository implements TenantConfigurationRepository {
  private readonly parsed = new Map<
    string,
    { version: number; configuration: TenantConfiguration }
  >();

  constructor(private readonly em: EntityManager) {}

  async findById(tenantId: string): Promise<TenantConfiguration | null> {
    const known = this.parsed.get(tenantId);
    const rows = await query<{ version: number; configuration: unknown }>(
      this.em,
      `select version, case when version = ? then null else configuration end as configuration
        from tenant_configuration where tenant_id = ?`,
      [known?.version ?? -1, tenantId],
      'tenant_configuration_by_id',
    );
    const row = rows[0];
    if (!row) return null;
    if (known && row.version === known.version) return known.configuration;
    const configuration = TenantConfigurationSchema.parse(row.configuration);
    this.parsed.set(tenantId, { version: row.version, configuration });
    return configuration;
  }

  /** Stores the seeded tenants that are missing; an edited configuration is never overwritten. */
  async seed(
    configurations: Readonly<Record<string, TenantConfiguration>> = TENANT_CONFIGURATIONS,
  ): Promise<void> {
    const rows = Object.entries(configurations).map(([tenantId, configuration]) => ({
      tenantId,
      configuration,
    }));
    await this.em
      .fork()
      .createQueryBuilder(TenantConfigurationRecord)
      .insert(rows)
      .onConflict('tenantId')
      .ignore()
      .execute();
  }
}
