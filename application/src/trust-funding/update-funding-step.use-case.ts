import { calendarDateOf, type FundingStepStatus } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { DOCUMENT_REPOSITORY, type DocumentRepository } from '../ports/document-repository.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TRUST_FUNDING_STATUSES,
  type TrustFundingStatuses,
} from '../ports/trust-funding-statuses.port';
import { invalidInput, notFound } from '../shared/errors';
import type { Requester } from '../shared/requester';
import {
  fundingOwnerOf,
  fundingPlanOf,
  trackedView,
  type TrustFundingError,
  type TrustFundingView,
} from './trust-funding-view';

/**
 * Marks one funding step of the active profile's trust not started, in progress, or done on a day
 * no later than today (issue 29). Only a step of the person's own plan can be marked.
 */
@injectable()
export class UpdateFundingStep {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TRUST_FUNDING_STATUSES) private readonly statuses: TrustFundingStatuses,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    stepKey: string,
    status: FundingStepStatus,
  ): Promise<Result<TrustFundingView, TrustFundingError>> {
    const plan = await fundingPlanOf(requester, this.documents, this.profiles);
    if (plan.isErr()) return err(plan.error);
    if (!plan.value.steps.some((step) => step.key === stepKey))
      return err(notFound('Funding step'));
    const now = this.clock.now();
    if (status.status === 'done' && status.doneOn > calendarDateOf(now))
      return err(invalidInput({ doneOn: 'The day a step was done cannot be after today' }));
    const owner = fundingOwnerOf(requester);
    await this.statuses.save(owner, stepKey, status, now);
    return ok(await trackedView(plan.value, owner, this.statuses));
  }
}
