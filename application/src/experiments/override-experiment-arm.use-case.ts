import {
  EXPERIMENT_NAMES,
  experimentArmNames,
  experimentArmView,
  type ExperimentArmView,
  type ExperimentName,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { EXPERIMENT_OVERRIDES, type ExperimentOverrides } from '../ports/experiment-overrides.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';

export interface OverrideExperimentArmInput {
  readonly tenantId: string;
  /** The person's account id. */
  readonly personId: string;
  readonly experiment: string;
  /** The arm to force, or null to clear the override and return the person to the assignment. */
  readonly arm: string | null;
  /** Who forces it: a staff member's id or a tool's name. */
  readonly setBy: string;
}

const isExperimentName = (name: string): name is ExperimentName =>
  (EXPERIMENT_NAMES as readonly string[]).includes(name);

/**
 * Force a person's arm of an experiment, or clear the override (ADR 0023): for tests and for
 * staff checking an arm on a real account. The forced arm wins over the assignment, in every
 * deployment and whether or not the experiment runs, until it is cleared.
 */
@injectable()
export class OverrideExperimentArm {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(EXPERIMENT_OVERRIDES) private readonly overrides: ExperimentOverrides,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    input: OverrideExperimentArmInput,
  ): Promise<
    Result<ExperimentArmView | null, UseCaseError<'REQUEST.INVALID' | 'REQUEST.NOT_FOUND'>>
  > {
    const { experiment, arm } = input;
    if (!isExperimentName(experiment))
      return err(invalidInput({ experiment: `Choose one of ${EXPERIMENT_NAMES.join(', ')}` }));
    const view = arm === null ? null : experimentArmView(experiment, arm, true);
    if (view === undefined)
      return err(
        invalidInput({ arm: `Choose one of ${experimentArmNames(experiment).join(', ')}` }),
      );
    if (!(await this.accounts.findById(input.tenantId, input.personId)))
      return err(notFound('Person'));
    const subject = { tenantId: input.tenantId, personId: input.personId };
    if (view === null) await this.overrides.clear(subject, experiment);
    else
      await this.overrides.set(
        { ...subject, experiment, arm: view.arm, setBy: input.setBy },
        this.clock.now(),
      );
    return ok(view);
  }
}
