import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from './migrations';

export interface OrmSettings {
  readonly clientUrl: string;
  /** Connections in the pool, which the repositories' plain queries share with the ORM. */
  readonly poolSize?: number;
}

const CONNECT_TIMEOUT_MS = 5_000;

export const ormOptions = ({ clientUrl, poolSize = 10 }: OrmSettings): Options => ({
  driver: PostgreSqlDriver,
  clientUrl,
  // No entities: MikroORM runs the migrations and holds the transaction and the pool; the
  // repositories read and write with SQL (ADR 0005).
  entities: [],
  discovery: { warnWhenNoEntities: false },
  extensions: [Migrator],
  migrations: { migrationsList: MIGRATIONS, transactional: true, snapshot: false, silent: true },
  pool: { min: 0, max: poolSize },
  // A request waits at most this long for a connection: a database that is down or out of
  // connections fails a request fast (503) instead of holding it (issue 28).
  driverOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
  allowGlobalContext: false,
  debug: false,
});
