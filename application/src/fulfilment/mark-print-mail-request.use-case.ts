import {
  DOCUMENT_DISPLAY_NAMES,
  nextPrintMailStatus,
  type PrintMailStep,
  type PrintMailTransitionRefused,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FIRM_WEBHOOKS, type FirmWebhooks } from '../ports/firm-webhooks.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import {
  PRINT_MAIL_REQUESTS,
  type PrintMailRequestRecord,
  type PrintMailRequests,
} from '../ports/print-mail-requests.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';
import { closingReason } from './closing-reason';

export type MarkPrintMailError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | PrintMailTransitionRefused;

/**
 * Fulfilment marks a request printed, mailed, delivered or canceled (with a reason), in order
 * only; each change is audited, and once mailed the person is told by e-mail.
 */
@injectable()
export class MarkPrintMailRequest {
  constructor(
    @inject(PRINT_MAIL_REQUESTS) private readonly requests: PrintMailRequests,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
  ) {}

  async execute(
    staff: StaffMember,
    input: { readonly id: string; readonly step: PrintMailStep; readonly reason?: string },
  ): Promise<Result<PrintMailRequestRecord, MarkPrintMailError>> {
    let reason: string | null = null;
    if (input.step === 'cancelled') {
      const parsed = closingReason(input.reason);
      if (parsed.isErr()) return err(parsed.error);
      reason = parsed.value;
    }
    const request = await this.requests.find(input.id);
    if (!request) return err(notFound('Print-and-mail request'));
    const next = nextPrintMailStatus(request.status, input.step);
    if (next.isErr()) return err(next.error);
    // The audit, the move, the e-mail and the firm's webhook are written together.
    return this.transactions.run(() => this.move(staff, request, next.value, reason));
  }

  private async move(
    staff: StaffMember,
    request: PrintMailRequestRecord,
    next: PrintMailStep,
    reason: string | null,
  ): Promise<Result<PrintMailRequestRecord, MarkPrintMailError>> {
    await this.audit.record(staff, 'print_mail.mark', {
      tenantId: request.tenantId,
      accountId: request.accountId,
      subject: `${request.id}: ${request.status} → ${next}`,
      reason,
    });
    const moved = await this.requests.move(
      request.id,
      request.status,
      next,
      this.clock.now(),
      reason,
    );
    if (!moved) return err(staleWrite());
    if (moved.status === 'mailed')
      await this.outbox.enqueue({
        tenantId: moved.tenantId,
        to: moved.email,
        template: 'print_mail_mailed',
        values: {
          documents: moved.documents
            .map((document) => DOCUMENT_DISPLAY_NAMES[document.kind])
            .join(', '),
          city: moved.mailingAddress.city,
        },
      });
    await this.webhooks.enqueue({
      tenantId: moved.tenantId,
      eventId: `print_mail.status_changed:${moved.id}:${moved.status}`,
      type: 'print_mail.status_changed',
      data: {
        clientId: moved.accountId,
        profileId: moved.profileId,
        requestId: moved.id,
        status: moved.status,
        reason,
        changedAt: this.clock.now().toISOString(),
      },
      occurredAt: this.clock.now(),
    });
    return ok(moved);
  }
}
