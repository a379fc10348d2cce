import type { ExperimentName } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { AccountRecord } from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  EXPERIMENT_EXPOSURES,
  type ExperimentExposures,
  type KeptExposure,
} from '../ports/experiment-exposures.port';
import type { UseCaseError } from '../shared/errors';
import type { Requester, VerifiedRequester } from '../shared/requester';
import { ReadExperimentArms } from './read-experiment-arms.use-case';

export type LogExperimentExposureError = UseCaseError<
  'REQUEST.NOT_FOUND' | 'EXPERIMENT.NOT_ENROLLED'
>;

/**
 * Log that the current person was shown what their arm decides (ADR 0023): the arm is read again
 * here, never taken from the client; the first exposure to an experiment is kept and a later one
 * changes nothing.
 */
@injectable()
export class LogExperimentExposure {
  constructor(
    @inject(ReadExperimentArms) private readonly arms: ReadExperimentArms,
    @inject(EXPERIMENT_EXPOSURES) private readonly exposures: ExperimentExposures,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester | VerifiedRequester<AccountRecord>,
    experiment: ExperimentName,
  ): Promise<Result<KeptExposure, LogExperimentExposureError>> {
    const arms = await this.arms.execute(requester);
    if (arms.isErr()) return err(arms.error);
    const view = arms.value[experiment];
    if (!view)
      return err({
        code: 'EXPERIMENT.NOT_ENROLLED',
        message: 'You are not in this experiment.',
        fields: { experiment: 'You are not in this experiment.' },
      });
    return ok(
      await this.exposures.recordFirst(
        {
          tenantId: requester.tenantId,
          personId: requester.accountId,
          experiment,
          arm: view.arm,
          forced: view.forced,
        },
        this.clock.now(),
      ),
    );
  }
}
