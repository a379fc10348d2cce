import {
  DOCUMENT_KINDS,
  validateMailRequest,
  type MailingAddress,
  type ProductPackageEvent,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, type Result } from 'neverthrow';
import { RenderDocument, type RenderError } from '../documents/render-document.use-case';
import { OpenPrintMailRequest } from '../fulfilment/open-print-mail-request.use-case';
import { FIRM_WEBHOOKS, type FirmWebhooks } from '../ports/firm-webhooks.port';
import type { PrintMailDocument } from '../ports/print-mail-requests.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { invalidInput, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { RecordPackageEvent, type RecordPackageEventError } from './record-package-event.service';

export interface RequestPrintAndMailInput {
  readonly mailingAddress: MailingAddress;
  /** "My documents are complete, and I wish to request them by mail." */
  readonly confirmed: boolean;
}

/**
 * Request documents by mail (platform-core.md 2.12, 4.13, 5, 7): each of the profile's documents
 * (every kind it has; the beneficiary plan is not one) is rendered and kept in the storage center
 * as mailed, then the request is recorded and put in fulfilment's queue with those copies.
 */
@injectable()
export class RequestPrintAndMail {
  constructor(
    @inject(RecordPackageEvent) private readonly events: RecordPackageEvent,
    @inject(RenderDocument) private readonly render: RenderDocument,
    @inject(OpenPrintMailRequest) private readonly queue: OpenPrintMailRequest,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
  ) {}

  async execute(
    requester: Requester,
    input: RequestPrintAndMailInput,
  ): Promise<
    Result<
      ProductPackageEvent,
      RecordPackageEventError | UseCaseError<'REQUEST.INVALID'> | RenderError
    >
  > {
    const errors = validateMailRequest({
      address: input.mailingAddress,
      confirmed: input.confirmed,
      page: 2,
    });
    if (Object.keys(errors).length > 0) return err(invalidInput(errors));
    const documents: PrintMailDocument[] = [];
    for (const kind of DOCUMENT_KINDS) {
      const mailed = await this.render.execute(requester, kind, 'mail');
      if (mailed.isErr() && mailed.error.code !== 'REQUEST.NOT_FOUND') return err(mailed.error);
      if (mailed.isOk() && mailed.value.stored)
        documents.push({
          kind,
          storageKey: mailed.value.stored.key,
          sha256: mailed.value.stored.sha256,
        });
    }
    // The event, the queue's request and the firm's webhook are one write: never one without all.
    return this.transactions.run(async () => {
      const recorded = await this.events.record(
        requester,
        'REQUEST_PRINT_AND_MAIL',
        input.mailingAddress,
      );
      if (recorded.isErr()) return recorded;
      const requestId = await this.queue.execute(requester, input.mailingAddress, documents);
      const requestedAt = new Date(recorded.value.createdAt);
      await this.webhooks.enqueue({
        tenantId: requester.tenantId,
        eventId: `print_mail.status_changed:${requestId}:requested`,
        type: 'print_mail.status_changed',
        data: {
          clientId: requester.accountId,
          profileId: requester.activeProfileId,
          requestId,
          status: 'requested',
          reason: null,
          changedAt: requestedAt.toISOString(),
        },
        occurredAt: requestedAt,
      });
      return recorded;
    });
  }
}
