import { openDatabase, startEmbeddedPostgres } from '@bequest/adapters';
import { resolve } from 'node:path';
import { createApp } from './create-app';

const EMBEDDED_POOL_SIZE = 4;

/** npm start: the API on DATABASE_URL, or on the embedded engine persisted under ./data. */
const main = async (): Promise<void> => {
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = process.env.DATA_DIR ?? resolve(process.env.INIT_CWD ?? process.cwd(), 'data');
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(dataDir);
  const orm = await openDatabase(
    process.env.DATABASE_URL ?? (embedded?.url as string),
    embedded ? EMBEDDED_POOL_SIZE : undefined,
  );
  const app = await createApp(orm);
  app.enableShutdownHooks();
  await app.listen(port);
  console.log(
    `Bequest is listening on http://localhost:${port} (database: ${embedded ? `embedded, in ${dataDir}` : 'DATABASE_URL'})`,
  );
};

void main();
