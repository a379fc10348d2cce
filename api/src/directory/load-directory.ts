import { PostgresExemptOrganizations, readEoBmfCsv } from '@bequest/adapters';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { commandCwd, withProductDatabase } from './product-database';

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
  await withProductDatabase(async (orm) => {
    const organizations = new PostgresExemptOrganizations(orm.em);
    for (const file of files) {
      const load = await organizations.load(
        readEoBmfCsv(createReadStream(resolve(commandCwd(), file))),
      );
      const organizationsLoaded = `${load.loaded} organization${load.loaded === 1 ? '' : 's'}`;
      console.log(`${file}: ${organizationsLoaded} loaded, ${load.refused.length} refused`);
      for (const { line, message } of load.refused) console.log(`  line ${line}: ${message}`);
    }
  });
};

void main(process.argv.slice(2));
