import { inject, injectable } from 'inversify';
import {
  PRINT_MAIL_REQUESTS,
  type PrintMailRequestRecord,
  type PrintMailRequests,
} from '../ports/print-mail-requests.port';
import type { Requester } from '../shared/requester';

/** The signed-in person's own print-and-mail requests and where each is, newest first. */
@injectable()
export class ListMyPrintMailRequests {
  constructor(@inject(PRINT_MAIL_REQUESTS) private readonly requests: PrintMailRequests) {}

  execute(requester: Requester): Promise<PrintMailRequestRecord[]> {
    return this.requests.listForAccount(requester.tenantId, requester.accountId);
  }
}
