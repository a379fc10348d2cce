import {
  DOCUMENT_DISPLAY_NAMES,
  nextStrategistCallStatus,
  strategistDocumentKinds,
  type FulfilmentTransitionRefused,
  type StrategistCallStep,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FIRM_WEBHOOKS, type FirmWebhooks } from '../ports/firm-webhooks.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  STRATEGIST_CALLS,
  type StrategistCallRecord,
  type StrategistCalls,
} from '../ports/strategist-calls.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';
import { closingReason } from './closing-reason';

export type MarkStrategistCallError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | FulfilmentTransitionRefused;

/**
 * Marks a strategist call's documents sent, the call held, or the call cancelled (with a reason),
 * in order only; each change is audited, and once the documents are sent the person is told.
 */
@injectable()
export class MarkStrategistCall {
  constructor(
    @inject(STRATEGIST_CALLS) private readonly calls: StrategistCalls,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
  ) {}

  async execute(
    staff: StaffMember,
    input: { readonly id: string; readonly step: StrategistCallStep; readonly reason?: string },
  ): Promise<Result<StrategistCallRecord, MarkStrategistCallError>> {
    let reason: string | null = null;
    if (input.step === 'cancelled') {
      const parsed = closingReason(input.reason);
      if (parsed.isErr()) return err(parsed.error);
      reason = parsed.value;
    }
    const call = await this.calls.find(input.id);
    if (!call) return err(notFound('Strategist call'));
    const next = nextStrategistCallStatus(call.status, input.step);
    if (next.isErr()) return err(next.error);
    // The audit, the move, the e-mail and the firm's webhook are written together.
    return this.transactions.run(() => this.move(staff, call, next.value, reason));
  }

  private async move(
    staff: StaffMember,
    call: StrategistCallRecord,
    next: StrategistCallStep,
    reason: string | null,
  ): Promise<Result<StrategistCallRecord, MarkStrategistCallError>> {
    await this.audit.record(staff, 'strategist_call.mark', {
      tenantId: call.tenantId,
      accountId: call.accountId,
      subject: `${call.id}: ${call.status} → ${next}`,
      reason,
    });
    const moved = await this.calls.move(call.id, call.status, next, this.clock.now(), reason);
    if (!moved) return err(staleWrite());
    if (moved.status === 'documents_sent')
      await this.outbox.enqueue({
        tenantId: moved.tenantId,
        to: moved.email,
        template: 'strategist_documents_sent',
        values: {
          documents: strategistDocumentKinds(moved.packageDetails)
            .map((kind) => DOCUMENT_DISPLAY_NAMES[kind])
            .join(', '),
        },
      });
    await this.webhooks.enqueue({
      tenantId: moved.tenantId,
      eventId: `strategist_call.status_changed:${moved.id}:${moved.status}`,
      type: 'strategist_call.status_changed',
      data: {
        clientId: moved.accountId,
        profileId: moved.profileId,
        callId: moved.id,
        status: moved.status,
        reason,
        changedAt: this.clock.now().toISOString(),
      },
      occurredAt: this.clock.now(),
    });
    return ok(moved);
  }
}
