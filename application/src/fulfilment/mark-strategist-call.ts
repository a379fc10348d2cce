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
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  STRATEGIST_CALLS,
  type StrategistCallRecord,
  type StrategistCalls,
} from '../ports/strategist-calls.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail';
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
    await this.audit.record(staff, 'strategist_call.mark', {
      tenantId: call.tenantId,
      accountId: call.accountId,
      subject: `${call.id}: ${call.status} → ${next.value}`,
      reason,
    });
    const moved = await this.calls.move(call.id, call.status, next.value, this.clock.now(), reason);
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
    return ok(moved);
  }
}
