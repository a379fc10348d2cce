import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { DOCUMENT_REPOSITORY, type DocumentRepository } from '../ports/document-repository.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TRUST_FUNDING_STATUSES,
  type TrustFundingStatuses,
} from '../ports/trust-funding-statuses.port';
import type { Requester } from '../shared/requester';
import {
  fundingOwnerOf,
  fundingPlanOf,
  trackedView,
  type TrustFundingError,
  type TrustFundingView,
} from './trust-funding-view';

/** Stops the active profile's funding reminders, or lets them start again (issue 29). */
@injectable()
export class SetFundingReminders {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TRUST_FUNDING_STATUSES) private readonly statuses: TrustFundingStatuses,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    remindersOn: boolean,
  ): Promise<Result<TrustFundingView, TrustFundingError>> {
    const plan = await fundingPlanOf(requester, this.documents, this.profiles);
    if (plan.isErr()) return err(plan.error);
    const owner = fundingOwnerOf(requester);
    await this.statuses.setRemindersStopped(owner, !remindersOn, this.clock.now());
    return ok(await trackedView(plan.value, owner, this.statuses));
  }
}
