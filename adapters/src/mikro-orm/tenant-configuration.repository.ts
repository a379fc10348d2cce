import type { TenantConfigurationRepository } from '@bequest/application';
import {
  TENANT_CONFIGURATIONS,
  TenantConfigurationSchema,
  type TenantConfiguration,
} from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TenantConfigurationRecord } from './tenant-configuration.entity';

export class MikroOrmTenantConfigurationRepository implements TenantConfigurationRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(tenantId: string): Promise<TenantConfiguration | null> {
    const record = await this.em.fork().findOne(TenantConfigurationRecord, { tenantId });
    return record === null ? null : TenantConfigurationSchema.parse(record.configuration);
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
