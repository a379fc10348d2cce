import {
  EXPERIMENT_NAMES,
  experimentArmView,
  type ExperimentArmView,
  type ExperimentName,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { accountOf } from '../accounts/account-of';
import { configurationOf } from '../accounts/tenant-configurations';
import {
  ACCOUNT_REPOSITORY,
  type AccountRecord,
  type AccountRepository,
} from '../ports/account-repository.port';
import {
  EXPERIMENT_ASSIGNMENTS,
  type ExperimentAssignments,
} from '../ports/experiment-assignments.port';
import { EXPERIMENT_OVERRIDES, type ExperimentOverrides } from '../ports/experiment-overrides.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester, VerifiedRequester } from '../shared/requester';

/** A person's arm of each experiment; null where they are not in it. */
export type ExperimentArms = Readonly<Record<ExperimentName, ExperimentArmView | null>>;

/**
 * The current person's arms (platform-core.md 9, ADR 0023): an arm forced by an override first;
 * else the repeat-will-user arm kept on the account at get-started (ADR 0013); else, on a tenant
 * with its analytics and experiment toggle on, the arm the assignment source gives. Reading
 * arms exposes nobody: a client logs an exposure when it uses the arm.
 */
@injectable()
export class ReadExperimentArms {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(EXPERIMENT_ASSIGNMENTS) private readonly assignments: ExperimentAssignments,
    @inject(EXPERIMENT_OVERRIDES) private readonly overrides: ExperimentOverrides,
  ) {}

  async execute(
    requester: Requester | VerifiedRequester<AccountRecord>,
  ): Promise<Result<ExperimentArms, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const account = await accountOf(this.accounts, requester);
    if (!account) return err(notFound('Account'));
    const subject = { tenantId: account.tenantId, personId: account.id };
    const [configuration, forced] = await Promise.all([
      configurationOf(this.configurations, account.tenantId),
      this.overrides.armsOf(subject),
    ]);
    const assigned = async (experiment: ExperimentName): Promise<string | null> => {
      if (experiment === 'FW_REPEAT_WILL_USER_EXPERIMENT') return account.repeatWillUserArm;
      return configuration.analyticsAndExperiments
        ? this.assignments.armOf(experiment, subject)
        : null;
    };
    const armOf = async (experiment: ExperimentName): Promise<ExperimentArmView | null> => {
      const override = forced[experiment];
      const overridden =
        override === undefined ? undefined : experimentArmView(experiment, override, true);
      if (overridden) return overridden;
      const arm = await assigned(experiment);
      // An arm the definitions do not know (a service's new arm) puts nobody in the experiment.
      return (arm !== null && experimentArmView(experiment, arm, false)) || null;
    };
    const arms = await Promise.all(EXPERIMENT_NAMES.map(armOf));
    return ok(
      Object.fromEntries(
        EXPERIMENT_NAMES.map((name, index) => [name, arms[index] ?? null]),
      ) as ExperimentArms,
    );
  }
}
