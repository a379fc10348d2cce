import { attorneyConsultOverdueAt, type UsStateCode } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import {
  ATTORNEY_CONSULT_REQUESTS,
  type AttorneyConsultContact,
  type AttorneyConsultRequests,
} from '../ports/attorney-consult-requests.port';
import type { Requester } from '../shared/requester';

/**
 * Puts a person's attorney-consult request in support's queue (issue 24), with the contact
 * details they allowed to be sent to an attorney, due 3 business days from `requestedAt`. An
 * account waits in the queue once: asking again while a request is open adds nothing.
 */
@injectable()
export class OpenAttorneyConsultRequest {
  constructor(
    @inject(ATTORNEY_CONSULT_REQUESTS) private readonly requests: AttorneyConsultRequests,
  ) {}

  async execute(
    requester: Requester,
    state: UsStateCode,
    contact: AttorneyConsultContact,
    requestedAt: Date,
  ): Promise<void> {
    await this.requests.open({
      tenantId: requester.tenantId,
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
      state,
      contact,
      requestedAt,
      overdueAt: attorneyConsultOverdueAt(requestedAt),
    });
  }
}
