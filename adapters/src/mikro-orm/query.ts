import {
  TransactionContext,
  UniqueConstraintViolationException,
  type Configuration,
} from '@mikro-orm/core';
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

/** The ORM's transaction (a Kysely one): runs a compiled query on the transaction's connection. */
interface TransactionConnection {
  executeQuery<Row>(query: {
    readonly sql: string;
    readonly parameters: readonly unknown[];
    readonly query: { readonly kind: 'RawNode'; sqlFragments: string[]; parameters: unknown[] };
    readonly queryId: { readonly queryId: string };
  }): Promise<{ readonly rows: Row[] }>;
}

/** A timestamptz as PostgreSQL writes it (DateStyle ISO), which the ORM's connections keep as text. */
const TIMESTAMPTZ_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const parseTimestamptz = driverTypes.getTypeParser(1184) as (text: string) => Date;

/**
 * A row read in a transaction as the pool reads it: the ORM's connections keep timestamps as
 * text, the pool (the driver's parsers) as dates, and callers expect the same either way.
 */
const withDates = <Row>(row: Row): Row =>
  row !== null && typeof row === 'object'
    ? (Object.fromEntries(
        Object.entries(row).map(([column, value]) => [
          column,
          typeof value === 'string' && TIMESTAMPTZ_TEXT.test(value)
            ? parseTimestamptz(value)
            : value,
        ]),
      ) as Row)
    : row;

/**
 * Runs SQL in the surrounding transaction when there is one, else straight on a pg pool of the
 * same database: the hot reads of every request skip the ORM's query builder. Timestamps come
 * back as dates either way.
 */
export const query = async <Row>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[] = [],
  /** Names a statement every request runs, so PostgreSQL parses and plans it once per connection. */
  preparedAs?: string,
): Promise<Row[]> => {
  const transaction = TransactionContext.getEntityManager(em.name) as EntityManager | undefined;
  if (transaction) {
    // The transaction's own connection, sent the parameters as the pool is: the ORM's `execute`
    // would write them into the text itself, an array as a list of values.
    const connection = transaction.getTransactionContext() as TransactionConnection;
    const text = numbered(sql);
    const result = await connection.executeQuery<Row>({
      sql: text,
      parameters: [...params],
      query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
      queryId: { queryId: 'bequest-query' },
    });
    return result.rows.map(withDates);
  }
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

/** A unique index refused the write: from the ORM's connection, or the pool's (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof UniqueConstraintViolationException ||
  (error as { code?: string } | null)?.code === '23505';
