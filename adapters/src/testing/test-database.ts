import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { startEmbeddedPostgres, type RunningDatabase } from '../database/embedded-postgres';

const EMBEDDED_FLAG = 'BEQUEST_TEST_DATABASE_EMBEDDED';

/** Where integration tests run, for the test output. */
export const describeDatabase = (url: string): string => {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL at ${hostname}:${port}${pathname}`;
};

/** PostgreSQL in a container, when a Docker engine answers; null at once when none does. */
const startContainer = async (): Promise<RunningDatabase | null> => {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  } catch {
    return null;
  }
};

/**
 * Jest global setup: the server at DATABASE_URL when one is given (CI), else PostgreSQL in a
 * container where Docker runs, else an embedded engine started for this run. Workers inherit
 * the URL through the environment.
 */
export const setUpTestDatabase = async (): Promise<RunningDatabase | null> => {
  if (process.env.DATABASE_URL) {
    console.log(`\nintegration tests use ${describeDatabase(process.env.DATABASE_URL)}`);
    return null;
  }
  const container = await startContainer();
  if (container) {
    process.env.DATABASE_URL = container.url;
    console.log(`\nintegration tests use ${describeDatabase(container.url)} (testcontainers)`);
    return container;
  }
  const embedded = await startEmbeddedPostgres(null);
  process.env.DATABASE_URL = embedded.url;
  process.env[EMBEDDED_FLAG] = 'true';
  console.log(
    '\nintegration tests use the embedded PostgreSQL engine (PGlite); set DATABASE_URL for a server',
  );
  return embedded;
};

const withClient = async (url: string, work: (client: Client) => Promise<unknown>) => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
};

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * An empty database for one test file: a new database on a server, or the embedded engine's
 * only database with its schema emptied (the embedded engine runs test files one at a time).
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set: add the test database global setup');
  if (process.env[EMBEDDED_FLAG]) {
    await withClient(serverUrl, (client) =>
      client.query('drop schema if exists public cascade; create schema public;'),
    );
    return { url: serverUrl, drop: async () => undefined };
  }
  const name = `bequest_test_${randomUUID().replaceAll('-', '')}`;
  await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ),
  };
};
