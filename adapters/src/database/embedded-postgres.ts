import { PGlite } from '@electric-sql/pglite';
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
  const db = await PGlite.create(dataDir ?? undefined);
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
