import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../mikro-orm/orm-options';
import { MikroOrmTenantConfigurationRepository } from '../mikro-orm/tenant-configuration.repository';

/** The ORM on a migrated database whose seeded tenants exist. */
export const openDatabase = async (clientUrl: string, poolSize?: number): Promise<MikroORM> => {
  const orm = await MikroORM.init(ormOptions({ clientUrl, poolSize }));
  await orm.getMigrator().up();
  await new MikroOrmTenantConfigurationRepository(orm.em).seed();
  return orm;
};
