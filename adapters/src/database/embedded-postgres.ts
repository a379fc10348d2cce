import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface RunningDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL-compatible engine in process (PGlite), persisted in `dataDir` (or in memory when
 * null), served on a local socket so the same driver, pool and migrations work as on a server.
 * It is one backend: keep the pool small.
 */
export const startEmbeddedPostgres = async (dataDir: string | null): Promise<RunningDatabase> => {
  // pg_trgm: the people search's trigram indexes (Migration20261222000000PeopleSearch).
  const db = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 8 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
};
