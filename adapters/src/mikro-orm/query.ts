import { TransactionContext, type Configuration } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Pool } from 'pg';

const pools = new WeakMap<Configuration, Pool>();
/** Databases whose connections share one backend (the embedded engine): no named statements. */
const sharedBackends = new WeakSet<Configuration>();

/** Marks a database as serving every connection from one backend, where names would clash. */
export const markSharedBackend = (em: EntityManager): void => {
  sharedBackends.add(em.config);
};

const poolOf = (em: EntityManager): Pool => {
  let pool = pools.get(em.config);
  if (!pool) {
    pool = new Pool({
      connectionString: em.config.get('clientUrl'),
      max: em.config.get('pool')?.max ?? 10,
      allowExitOnIdle: true,
    });
    // An idle connection the server ends (a restart, a database dropped after its tests) only
    // leaves the pool; the next query opens a new one. Unhandled, it would stop the process.
    pool.on('error', () => undefined);
    pools.set(em.config, pool);
  }
  return pool;
};

/** `?` placeholders, as the ORM writes them, numbered as PostgreSQL reads them. */
const numbered = (sql: string): string => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

/**
 * Runs SQL in the surrounding transaction when there is one, else straight on a pg pool of the
 * same database: the hot reads of every request skip the ORM's query builder.
 */
export const query = async <Row>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[] = [],
  /** Names a statement every request runs, so PostgreSQL parses and plans it once per connection. */
  preparedAs?: string,
): Promise<Row[]> => {
  const transaction = TransactionContext.getEntityManager(em.name) as EntityManager | undefined;
  if (transaction) return transaction.execute<Row[]>(sql, [...params]);
  const result = await poolOf(em).query({
    text: numbered(sql),
    values: [...params],
    ...(preparedAs && !sharedBackends.has(em.config) ? { name: preparedAs } : {}),
  });
  return result.rows as Row[];
};

/** Ends the query pool of an ORM's database. */
export const endQueryPool = async (em: EntityManager): Promise<void> => {
  const pool = pools.get(em.config);
  pools.delete(em.config);
  await pool?.end();
};
