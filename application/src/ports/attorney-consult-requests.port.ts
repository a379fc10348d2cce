import type { AttorneyConsultStatus, AttorneyConsultStep, UsStateCode } from '@bequest/domain';
import type { ListPage, ListPageRequest } from './paging';

/**
 * The contact details the person gave permission to send to a licensed attorney ("I give [brand]
 * permission to send my contact information to a licensed attorney.", documents.md 2.9), as they
 * were when they asked.
 */
export interface AttorneyConsultContact {
  readonly name: string | null;
  readonly email: string;
  readonly phone: string | null;
}

export interface NewAttorneyConsultRequest {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
  /** The state the consultation is offered for: the person's own, else their partner's. */
  readonly state: UsStateCode;
  readonly contact: AttorneyConsultContact;
  readonly requestedAt: Date;
  readonly overdueAt: Date;
}

export interface AttorneyConsultRequestRecord extends NewAttorneyConsultRequest {
  readonly id: string;
  readonly status: AttorneyConsultStatus;
  /** The attorney or firm of the network the request was sent on to. */
  readonly attorney: string | null;
  readonly referredAt: Date | null;
  readonly contactedAt: Date | null;
  readonly closedAt: Date | null;
  readonly closeReason: string | null;
}

export interface AttorneyConsultRequestFilter {
  readonly status?: AttorneyConsultStatus;
}

/** What a step writes besides the status and its time. */
export interface AttorneyConsultMove {
  readonly attorney?: string;
  readonly closeReason?: string;
}

/** The attorney-consult queue (issue 24). */
export interface AttorneyConsultRequests {
  /** Queues the request unless the account already has one open; false when it had. */
  open(request: NewAttorneyConsultRequest): Promise<boolean>;
  /** Open requests first, the soonest (or longest) overdue at the top; then closed, newest first. */
  search(
    filter: AttorneyConsultRequestFilter,
    page: ListPageRequest,
  ): Promise<ListPage<AttorneyConsultRequestRecord>>;
  find(id: string): Promise<AttorneyConsultRequestRecord | null>;
  /** Moves a request on only if it is still in `from`; null when someone moved it first. */
  move(
    id: string,
    from: AttorneyConsultStatus,
    to: AttorneyConsultStep,
    at: Date,
    details: AttorneyConsultMove,
  ): Promise<AttorneyConsultRequestRecord | null>;
  /** A person's own requests, newest first. */
  listForAccount(tenantId: string, accountId: string): Promise<AttorneyConsultRequestRecord[]>;
}
export const ATTORNEY_CONSULT_REQUESTS: symbol = Symbol.for('AttorneyConsultRequests');
