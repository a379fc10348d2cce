import { OverrideExperimentArm } from '@bequest/application';
import {
  PostgresAccountRepository,
  PostgresExperimentOverrides,
  SystemClock,
} from '@bequest/adapters';
import { userInfo } from 'node:os';
import { withProductDatabase } from '../directory/product-database';

/**
 * Forces a person's arm of an experiment, or clears it, until the staff console does (ADR 0023):
 *
 *   npm run experiments:override --workspace @bequest/api -- bequest <account id> FW_DOWNLOAD_PAGE_REDESIGN redesign
 *   npm run experiments:override --workspace @bequest/api -- bequest <account id> FW_DOWNLOAD_PAGE_REDESIGN clear
 *
 * A wrong experiment or arm is named with the choices, and nothing is saved.
 */
const main = async ([tenantId, personId, experiment, arm]: readonly string[]): Promise<void> => {
  if (!tenantId || !personId || !experiment || !arm) {
    console.error('Name the tenant, the account id, the experiment and an arm (or "clear").');
    process.exit(2);
  }
  await withProductDatabase(async (orm) => {
    const override = new OverrideExperimentArm(
      new PostgresAccountRepository(orm.em),
      new PostgresExperimentOverrides(orm.em),
      new SystemClock(),
    );
    const result = await override.execute({
      tenantId,
      personId,
      experiment,
      arm: arm === 'clear' ? null : arm,
      setBy: `cli:${userInfo().username}`,
    });
    result.match(
      (view) =>
        console.log(
          view
            ? `${personId} is in arm ${view.arm} of ${experiment}.`
            : `${personId} is back to the assignment of ${experiment}.`,
        ),
      (failure) => {
        for (const [field, message] of Object.entries(
          failure.fields ?? { person: failure.message },
        ))
          console.error(`${field}: ${message}`);
        process.exitCode = 2;
      },
    );
  });
};

void main(process.argv.slice(2));
