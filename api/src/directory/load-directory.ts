import {
  openDatabase,
  PostgresExemptOrganizations,
  readEoBmfCsv,
  startEmbeddedPostgres,
} from '@bequest/adapters';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Loads IRS EO BMF extracts (the published CSVs, eo1.csv … eo4.csv) into the nonprofit directory
 * of the database `npm start` uses (DATABASE_URL, or the embedded engine under DATA_DIR):
 *
 *   npm run directory:load --workspace @bequest/api -- eo1.csv eo2.csv
 *
 * Each file's organizations replace the same EINs' earlier records; refused records are listed.
 */
const main = async (files: readonly string[]): Promise<void> => {
  if (files.length === 0) {
    console.error('Name the EO BMF CSV files to load, e.g. eo1.csv eo2.csv');
    process.exit(2);
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const dataDir = process.env.DATA_DIR ?? resolve(cwd, 'data');
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(dataDir);
  const orm = await openDatabase(process.env.DATABASE_URL ?? (embedded?.url as string));
  const organizations = new PostgresExemptOrganizations(orm.em);
  try {
    for (const file of files) {
      const load = await organizations.load(readEoBmfCsv(createReadStream(resolve(cwd, file))));
      const organizationsLoaded = `${load.loaded} organization${load.loaded === 1 ? '' : 's'}`;
      console.log(`${file}: ${organizationsLoaded} loaded, ${load.refused.length} refused`);
      for (const { line, message } of load.refused) console.log(`  line ${line}: ${message}`);
    }
  } finally {
    await orm.close();
    await embedded?.stop();
  }
};

void main(process.argv.slice(2));
