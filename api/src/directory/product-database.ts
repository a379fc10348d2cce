import { openDatabase, startEmbeddedPostgres } from '@bequest/adapters';
import type { MikroORM } from '@mikro-orm/postgresql';
import { resolve } from 'node:path';

/** Where a command run by npm was started: the folder the person typed it in. */
export const commandCwd = (): string => process.env.INIT_CWD ?? process.cwd();

/**
 * Runs a staff command's work on the database `npm start` uses (DATABASE_URL, or the embedded
 * engine under DATA_DIR), closing it after.
 */
export const withProductDatabase = async (work: (orm: MikroORM) => Promise<void>) => {
  const dataDir = process.env.DATA_DIR ?? resolve(commandCwd(), 'data');
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(dataDir);
  const orm = await openDatabase(process.env.DATABASE_URL ?? (embedded?.url as string));
  try {
    await work(orm);
  } finally {
    await orm.close();
    await embedded?.stop();
  }
};
