import { inject, injectable } from 'inversify';
import {
  ATTORNEY_CONSULT_REQUESTS,
  type AttorneyConsultRequestRecord,
  type AttorneyConsultRequests,
} from '../ports/attorney-consult-requests.port';
import type { Requester } from '../shared/requester';

/** The signed-in person's own attorney-consult requests and where each is, newest first. */
@injectable()
export class ListMyAttorneyConsultRequests {
  constructor(
    @inject(ATTORNEY_CONSULT_REQUESTS) private readonly requests: AttorneyConsultRequests,
  ) {}

  execute(requester: Requester): Promise<AttorneyConsultRequestRecord[]> {
    return this.requests.listForAccount(requester.tenantId, requester.accountId);
  }
}
