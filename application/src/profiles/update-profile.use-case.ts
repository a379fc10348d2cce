import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import { RaiseDocumentReviews } from '../life-events/raise-document-reviews.service';
import { CLOCK, type Clock } from '../ports/clock.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { allOrNothing } from '../shared/all-or-nothing';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { applyProfileFields, type ProfileFields } from './profile-fields';
import type { UNDER_AGE } from './profiles.errors';
export interface UpdateProfileInput {
  readonly profileId: string;
  /** The version the person edited; a newer stored version answers 409. */
  readonly version: number;
  readonly fields: ProfileFields;
}

export type UpdateProfileError =
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | typeof UNDER_AGE;

/**
 * Update profile (platform-core.md 4.14, 7). Documents read the person's name and details from
 * the profile when rendered, so a change reaches everything made with it. A change that is a life
 * event (a move, a marriage or its end) flags each finished document to review (issue 29), in the
 * same transaction.
 */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RaiseDocumentReviews) private readonly reviews: RaiseDocumentReviews,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
  ) {}

  async execute(
    requester: Requester,
    input: UpdateProfileInput,
  ): Promise<Result<VersionedProfile, UpdateProfileError>> {
    const stored = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      input.profileId,
    );
    if (!stored) return err(notFound('Profile'));
    if (stored.version !== input.version) return err(staleWrite());
    const next = applyProfileFields(stored.profile, input.fields, this.clock.now());
    if (next.isErr()) return err(next.error);
    // The profile and the review flags its change raises are saved together, or neither is.
    const saved = await allOrNothing(this.transactions, async (abort) => {
      const written = await this.profiles.update(next.value, input.version);
      if (!written) return abort();
      await this.reviews.afterSave(stored.profile, written.profile);
      return written;
    });
    if (!saved) return err(staleWrite());
    return ok({ ...saved.profile, version: saved.version });
  }
}
