import {
  DOCUMENT_DISPLAY_NAMES,
  nextPrintMailStatus,
  type PrintMailStep,
  type PrintMailTransitionRefused,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import {
  PRINT_MAIL_REQUESTS,
  type PrintMailRequestRecord,
  type PrintMailRequests,
} from '../ports/print-mail-requests.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail';
import { closingReason } from './closing-reason';

export type MarkPrintMailError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | PrintMailTransitionRefused;

/**
 * Fulfilment marks a request printed, mailed, delivered or cancelled (with a reason), in order
 * only; each change is audited, and once mailed the person is told by e-mail.
 */
@injectable()
export class MarkPrintMailRequest {
  constructor(
    @inject(PRINT_MAIL_REQUESTS) private readonly requests: PrintMailRequests,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
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
    await this.audit.record(staff, 'print_mail.mark', {
      tenantId: request.tenantId,
      accountId: request.accountId,
      subject: `${request.id}: ${request.status} → ${next.value}`,
      reason,
    });
    const moved = await this.requests.move(
      request.id,
      request.status,
      next.value,
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
    return ok(moved);
  }
}
