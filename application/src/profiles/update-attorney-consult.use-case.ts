import { fullNameToString, type AttorneyConsultEventValue } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { OpenAttorneyConsultRequest } from '../fulfilment/open-attorney-consult-request.use-case';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { USER_EVENTS, type UserEvents } from '../ports/user-events.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { attorneyConsultEligibility, logAttorneyConsultClick } from './attorney-consult-banner';
import { ATTORNEY_CONSULT_NOT_ELIGIBLE } from './profiles.errors';

export type AttorneyConsultAnswer = 'requested' | 'not_interested';

const EVENT_VALUES: Record<AttorneyConsultAnswer, AttorneyConsultEventValue> = {
  requested: 'Consultation Request Clicked',
  not_interested: 'Not Interested Clicked',
};

/**
 * The attorney consultation (documents.md 2.9, 4.8, 7.6): offered for the profile's state, else
 * the marital partner's; "Submit Request" sets attorneyConsultRequestedAt and "Not Interested"
 * attorneyConsultNotInterestedSubmittedAt, to now; each click is logged as an "Attorney Consult
 * Banner" event with the page and the eligible state. A request joins support's queue with the
 * contact details the person allowed to be sent to an attorney, in the same transaction.
 */
@injectable()
export class UpdateAttorneyConsult {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(USER_EVENTS) private readonly events: UserEvents,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OpenAttorneyConsultRequest) private readonly queue: OpenAttorneyConsultRequest,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
  ) {}

  async execute(
    requester: Requester,
    answer: AttorneyConsultAnswer,
    pageRoute: string | null = null,
  ): Promise<
    Result<
      {
        attorneyConsultRequestedAt: string | null;
        attorneyConsultNotInterestedSubmittedAt: string | null;
      },
      | UseCaseError<'REQUEST.NOT_FOUND'>
      | UseCaseError<'REQUEST.STALE_WRITE'>
      | typeof ATTORNEY_CONSULT_NOT_ELIGIBLE
    >
  > {
    const account = await this.accounts.findById(requester.tenantId, requester.accountId);
    if (!account) return err(notFound('Account'));
    const { state, own } = await attorneyConsultEligibility(this.profiles, requester);
    if (answer === 'requested' && state === null) return err(ATTORNEY_CONSULT_NOT_ELIGIBLE);
    const now = this.clock.now();
    const metadata = {
      ...account.attorneyConsultMetadata,
      ...(answer === 'requested'
        ? { attorneyConsultRequestedAt: now.toISOString() }
        : { attorneyConsultNotInterestedSubmittedAt: now.toISOString() }),
    };
    // The answer and the queue's request are one write: a request is never recorded unqueued.
    const updated = await this.transactions.run(async () => {
      const written = await this.accounts.update(account.tenantId, account.id, account.version, {
        attorneyConsultMetadata: metadata,
      });
      if (written && answer === 'requested' && state !== null)
        await this.queue.execute(
          requester,
          state,
          {
            name: own ? fullNameToString(own.profile.fullName) || null : null,
            email: written.email,
            phone: own?.profile.phone || null,
          },
          now,
        );
      return written;
    });
    if (!updated) return err(staleWrite());
    await logAttorneyConsultClick(
      this.events,
      requester,
      EVENT_VALUES[answer],
      pageRoute,
      state,
      now,
    );
    return ok(updated.attorneyConsultMetadata);
  }
}
