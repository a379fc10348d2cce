import { PostgresExemptOrganizations, PostgresReceivingDetails } from '@bequest/adapters';
import { einOf, fieldErrorsOf, ReceivingDetailsSchema } from '@bequest/domain';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { commandCwd, withProductDatabase } from './product-database';

/**
 * Sets where a nonprofit of the directory receives gifts of stock (ADR 0019), until the staff
 * console edits it (issue 24):
 *
 *   npm run receiving:set --workspace @bequest/api -- 94-1156365 receiving.json
 *
 * The JSON names receivingFirm, dtcNumber, accountNumber, accountName and
 * contact {name, email, phone}; each field at fault is listed and nothing is saved.
 */
const main = async ([typedEin, file]: readonly string[]): Promise<void> => {
  const ein = einOf(typedEin ?? '');
  if (!ein || !file) {
    console.error('Name the nonprofit’s EIN and a JSON file, e.g. 94-1156365 receiving.json');
    process.exit(2);
  }
  const details = ReceivingDetailsSchema.safeParse(
    JSON.parse(readFileSync(resolve(commandCwd(), file), 'utf8')),
  );
  if (!details.success) {
    for (const [field, message] of Object.entries(fieldErrorsOf(details.error.issues)))
      console.error(`${field}: ${message}`);
    process.exit(2);
  }
  await withProductDatabase(async (orm) => {
    const [organization] = await new PostgresExemptOrganizations(orm.em).byEin([ein]);
    if (!organization) {
      console.error(`${ein} is not in the nonprofit directory; load the IRS master file first.`);
      process.exitCode = 2;
      return;
    }
    await new PostgresReceivingDetails(orm.em).save(ein, details.data, new Date());
    console.log(
      `${organization.legalName} (${ein}) receives stock at ${details.data.receivingFirm}.`,
    );
  });
};

void main(process.argv.slice(2));
