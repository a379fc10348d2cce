import type { MailingAddress, PrintMailStatus, PrintMailStep } from '@bequest/domain';
import type { StoredDocumentKind } from './document-repository.port';
import type { ListPage, ListPageRequest } from './paging';

/** A document to print: its kind and the storage center's copy kept for the mail. */
export interface PrintMailDocument {
  readonly kind: StoredDocumentKind;
  readonly storageKey: string;
  readonly sha256: string;
}

export interface NewPrintMailRequest {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
  readonly mailingAddress: MailingAddress;
  readonly documents: readonly PrintMailDocument[];
  readonly requestedAt: Date;
  readonly overdueAt: Date;
}

/** A request in the queue, with its person's name and e-mail as the account has them now. */
export interface PrintMailRequestRecord extends Omit<NewPrintMailRequest, 'documents'> {
  readonly id: string;
  readonly person: string | null;
  readonly email: string;
  /** Each document with the storage center's id of its copy (null if the copy is gone). */
  readonly documents: ReadonlyArray<PrintMailDocument & { readonly storedCopyId: string | null }>;
  readonly status: PrintMailStatus;
  readonly printedAt: Date | null;
  readonly mailedAt: Date | null;
  readonly deliveredAt: Date | null;
  readonly cancelledAt: Date | null;
  readonly cancelReason: string | null;
}

export interface PrintMailRequestFilter {
  readonly status?: PrintMailStatus;
}

/** The print-and-mail queue (issue 24). */
export interface PrintMailRequests {
  /** Answers the new request's id. */
  open(request: NewPrintMailRequest): Promise<string>;
  /** Open requests first, the soonest (or longest) overdue at the top; then closed, newest first. */
  search(
    filter: PrintMailRequestFilter,
    page: ListPageRequest,
  ): Promise<ListPage<PrintMailRequestRecord>>;
  find(id: string): Promise<PrintMailRequestRecord | null>;
  /** Moves a request on only if it is still in `from`; null when someone moved it first. */
  move(
    id: string,
    from: PrintMailStatus,
    to: PrintMailStep,
    at: Date,
    cancelReason: string | null,
  ): Promise<PrintMailRequestRecord | null>;
  /** A person's own requests, newest first. */
  listForAccount(tenantId: string, accountId: string): Promise<PrintMailRequestRecord[]>;
}
export const PRINT_MAIL_REQUESTS: symbol = Symbol.for('PrintMailRequests');
