import { printMailOverdueAt, type MailingAddress } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  PRINT_MAIL_REQUESTS,
  type PrintMailDocument,
  type PrintMailRequests,
} from '../ports/print-mail-requests.port';
import type { Requester } from '../shared/requester';

/**
 * Puts a person's print-and-mail request in fulfilment's queue (issue 24), with the address they
 * gave and the storage center's copies kept for the mail, due 10 business days from now.
 */
@injectable()
export class OpenPrintMailRequest {
  constructor(
    @inject(PRINT_MAIL_REQUESTS) private readonly requests: PrintMailRequests,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(
    requester: Requester,
    mailingAddress: MailingAddress,
    documents: readonly PrintMailDocument[],
  ): Promise<string> {
    const requestedAt = this.clock.now();
    return this.requests.open({
      tenantId: requester.tenantId,
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
      mailingAddress,
      documents,
      requestedAt,
      overdueAt: printMailOverdueAt(requestedAt),
    });
  }
}
