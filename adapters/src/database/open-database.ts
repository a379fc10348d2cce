import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../mikro-orm/orm-options';
import { PostgresPartnerDirectory } from '../mikro-orm/partners/partner-directory.repository';
import { PostgresMarketingStats } from '../mikro-orm/reference/marketing-stats.repository';
import { MikroOrmTenantConfigurationRepository } from '../mikro-orm/tenant-configuration.repository';

/** The ORM on a migrated database whose seeded tenants, partners and stats exist. */
export const openDatabase = async (clientUrl: string, poolSize?: number): Promise<MikroORM> => {
  const orm = await MikroORM.init(ormOptions({ clientUrl, poolSize }));
  await orm.getMigrator().up();
  await new MikroOrmTenantConfigurationRepository(orm.em).seed();
  await new PostgresPartnerDirectory(orm.em).seed();
  await new PostgresMarketingStats(orm.em).seed();
  return orm;
};
