import { AuditTrail, SetNonprofitReceivingDetails } from '@bequest/application';
import {
  PostgresNonprofitDirectory,
  PostgresReceivingDetails,
  PostgresStaffAuditLog,
  SystemClock,
} from '@bequest/adapters';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { commandCwd, withProductDatabase } from './product-database';

/**
 * Sets where a nonprofit of the directory receives gifts of stock (ADR 0019), as the staff
 * console's Nonprofits page does, through the same use case:
 *
 *   npm run receiving:set --workspace @bequest/api -- 94-1156365 receiving.json
 *
 * The JSON names receivingFirm, dtcNumber, accountNumber, accountName and
 * contact {name, email, phone}; each field at fault is listed and nothing is saved.
 */
const main = async ([typedEin, file]: readonly string[]): Promise<void> => {
  if (!typedEin || !file) {
    console.error('Name the nonprofit’s EIN and a JSON file, e.g. 94-1156365 receiving.json');
    process.exit(2);
  }
  const input: unknown = JSON.parse(readFileSync(resolve(commandCwd(), file), 'utf8'));
  await withProductDatabase(async (orm) => {
    const clock = new SystemClock();
    const receiving = new SetNonprofitReceivingDetails(
      new PostgresNonprofitDirectory(orm.em),
      new PostgresReceivingDetails(orm.em),
      new AuditTrail(new PostgresStaffAuditLog(orm.em), clock),
      clock,
    );
    const set = await receiving.execute(null, typedEin, input);
    if (set.isErr()) {
      const { fields, code, message } = set.error;
      if (code === 'REQUEST.NOT_FOUND')
        console.error(
          `${typedEin} is not in the nonprofit directory; load the IRS master file first.`,
        );
      else
        for (const [field, text] of Object.entries(fields ?? { ein: message }))
          console.error(`${field}: ${text}`);
      process.exitCode = 2;
      return;
    }
    const { organization, details } = set.value;
    console.log(
      `${organization.legalName} (${organization.ein}) receives stock at ${details!.receivingFirm}.`,
    );
  });
};

void main(process.argv.slice(2));
