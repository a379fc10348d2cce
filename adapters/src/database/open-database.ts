import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../mikro-orm/orm-options';
import { endQueryPool, markSharedBackend } from '../mikro-orm/query';
import { PostgresPartnerDirectory } from '../mikro-orm/partners/partner-directory.repository';
import { PostgresSlugRedirects } from '../mikro-orm/partners/slug-redirects.repository';
import { PostgresMarketingStats } from '../mikro-orm/reference/marketing-stats.repository';
import { MikroOrmTenantConfigurationRepository } from '../mikro-orm/tenant-configuration.repository';

/** The ORM on a migrated database whose seeded tenants, partners, slug aliases and stats exist. */
export const openDatabase = async (clientUrl: string, poolSize?: number): Promise<MikroORM> => {
  const orm = await MikroORM.init(ormOptions({ clientUrl, poolSize }));
  // The repositories' plain queries have their own pool; it ends with the ORM.
  const closeOrm = orm.close.bind(orm);
  orm.close = async (force?: boolean) => {
    await endQueryPool(orm.em);
    return closeOrm(force);
  };
  const [server] = await orm.em.fork().execute<{ version: string }[]>('select version()');
  if (server?.version.includes('PGlite')) markSharedBackend(orm.em);
  await orm.migrator.up();
  await new MikroOrmTenantConfigurationRepository(orm.em).seed();
  await new PostgresPartnerDirectory(orm.em).seed();
  await new PostgresSlugRedirects(orm.em).seed();
  await new PostgresMarketingStats(orm.em).seed();
  return orm;
};
