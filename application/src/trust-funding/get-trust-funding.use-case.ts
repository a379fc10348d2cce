import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
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

/**
 * The active profile's trust funding assistant (issue 29): a step for each asset of the finished
 * trust and the beneficiary plan, each with its status and the progress.
 */
@injectable()
export class GetTrustFunding {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TRUST_FUNDING_STATUSES) private readonly statuses: TrustFundingStatuses,
  ) {}

  async execute(requester: Requester): Promise<Result<TrustFundingView, TrustFundingError>> {
    const plan = await fundingPlanOf(requester, this.documents, this.profiles);
    if (plan.isErr()) return err(plan.error);
    return ok(await trackedView(plan.value, fundingOwnerOf(requester), this.statuses));
  }
}
