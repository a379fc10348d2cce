import { withoutContactDetailsFor } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import { NonprofitDeliveryService } from '../nonprofit-delivery/nonprofit-delivery.service';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { allOrNothing } from '../shared/all-or-nothing';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

export interface StopContactSharingInput {
  readonly profileId: string;
  readonly organizationId: string;
}

/**
 * Withdraws a nonprofit's permission to receive the person's contact details (giving 4.7, 8):
 * the organization leaves the profile's orgsAllowedToGetContactDetails, and the withdrawal is
 * recorded, so the plan's opt-in no longer reaches that nonprofit either and nothing more is
 * delivered to it from now on. A nonprofit that received the person's information is told
 * (consent.withdrawn), in the same transaction. Only the person can give that permission again,
 * by opting in where the nonprofit asks.
 */
@injectable()
export class StopContactSharing {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(NonprofitDeliveryService) private readonly delivery: NonprofitDeliveryService,
  ) {}

  async execute(
    requester: Requester,
    input: StopContactSharingInput,
  ): Promise<
    Result<
      VersionedProfile,
      UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.STALE_WRITE'>
    >
  > {
    const stored = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      input.profileId,
    );
    if (!stored) return err(notFound('Profile'));
    const person = { ...requester, profileId: input.profileId };
    const saved = await allOrNothing(this.transactions, async (abort) => {
      const history = await this.delivery.history(person);
      const latest = history.find((entry) => entry.organizationId === input.organizationId);
      const listed = stored.profile.orgsAllowedToGetContactDetails.includes(input.organizationId);
      if (listed || (latest && latest.type !== 'consent.withdrawn')) {
        const received = history.some(
          (entry) =>
            entry.organizationId === input.organizationId &&
            entry.type === 'gift.shared' &&
            entry.sent,
        );
        const donorReference = this.delivery.referenceFor(history, input.organizationId);
        await this.delivery.deliver(person, {
          organizationId: input.organizationId,
          type: 'consent.withdrawn',
          donorReference,
          sent: received,
          data: { organizationId: input.organizationId, donor: { reference: donorReference } },
        });
      }
      return (
        (await this.profiles.update(
          {
            ...stored.profile,
            orgsAllowedToGetContactDetails: withoutContactDetailsFor(
              stored.profile.orgsAllowedToGetContactDetails,
              input.organizationId,
            ),
          },
          stored.version,
        )) ?? abort()
      );
    });
    return saved ? ok({ ...saved.profile, version: saved.version }) : err(staleWrite());
  }
}
