import { TransactionContext, type Configuration } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { types as driverTypes, type Pool } from 'pg';

/** Databases whose connections share one backend (the embedded engine): no named statements. */
const sharedBackends = new WeakSet<Configuration>();

/** Marks a database as serving every connection from one backend, where names would clash. */
export const markSharedBackend = (em: EntityManager): void => {
  sharedBackends.add(em.config);
};

/** The ORM's own pg pool: one pool per database, which the ORM opens and closes. */
const poolOf = (em: EntityManager): Promise<Pool> =>
  em.getConnection().getNativeClient() as Promise<Pool>;

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
  const result = await (
    await poolOf(em)
  ).query({
    text: numbered(sql),
    values: [...params],
    // The driver's own parsers (timestamps as dates), not the ORM's, which the pool carries.
    types: driverTypes,
    ...(preparedAs && !sharedBackends.has(em.config) ? { name: preparedAs } : {}),
  });
  return result.rows as Row[];
};
