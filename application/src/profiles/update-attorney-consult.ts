import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

export type AttorneyConsultAnswer = 'requested' | 'not_interested';

/**
 * Update attorney consult metadata (documents.md 4.8, platform-core.md 7): "Submit Request" sets
 * attorneyConsultRequestedAt, "Not Interested" attorneyConsultNotInterestedSubmittedAt, to now.
 */
@injectable()
export class UpdateAttorneyConsult {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    answer: AttorneyConsultAnswer,
  ): Promise<
    Result<
      {
        attorneyConsultRequestedAt: string | null;
        attorneyConsultNotInterestedSubmittedAt: string | null;
      },
      UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.STALE_WRITE'>
    >
  > {
    const account = await this.accounts.findById(requester.tenantId, requester.accountId);
    if (!account) return err(notFound('Account'));
    const now = this.clock.now().toISOString();
    const metadata = {
      ...account.attorneyConsultMetadata,
      ...(answer === 'requested'
        ? { attorneyConsultRequestedAt: now }
        : { attorneyConsultNotInterestedSubmittedAt: now }),
    };
    const updated = await this.accounts.update(account.tenantId, account.id, account.version, {
      attorneyConsultMetadata: metadata,
    });
    return updated ? ok(updated.attorneyConsultMetadata) : err(staleWrite());
  }
}
