import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ormOptions } from '../mikro-orm/orm-options';
import { markSharedBackend } from '../mikro-orm/query';
import { PostgresPartnerDirectory } from '../mikro-orm/partners/partner-directory.repository';
import { PostgresSlugRedirects } from '../mikro-orm/partners/slug-redirects.repository';
import { PostgresMarketingStats } from '../mikro-orm/reference/marketing-stats.repository';
import { PostgresTenantConfigurationRepository } from '../mikro-orm/tenant-configuration.repository';

/** Whether the database is the embedded engine, whose connections all share one backend. */
const isEmbeddedEngine = async (clientUrl: string): Promise<boolean> => {
  const client = new Client({ connectionString: clientUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('select version()');
    return rows[0]?.version.includes('PGlite') ?? false;
  } finally {
    await client.end();
  }
};

/**
 * The ORM on a migrated database whose seeded tenants, partners, slug aliases and stats exist.
 * On the embedded engine the pool holds one connection: its connections share one backend, where
 * two requests' statements would interleave (issue 27's benchmark found lost saves and 500s).
 */
export const openDatabase = async (clientUrl: string, poolSize?: number): Promise<MikroORM> => {
  const embedded = await isEmbeddedEngine(clientUrl);
  const orm = await MikroORM.init(ormOptions({ clientUrl, poolSize: embedded ? 1 : poolSize }));
  if (embedded) markSharedBackend(orm.em);
  await orm.migrator.up();
  await new PostgresTenantConfigurationRepository(orm.em).seed();
  await new PostgresPartnerDirectory(orm.em).seed();
  await new PostgresSlugRedirects(orm.em).seed();
  await new PostgresMarketingStats(orm.em).seed();
  return orm;
};
