import { StaffReasonSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  MAIL_OUTBOX_ADMIN,
  type MailOutboxAdmin,
  type OutboxMessage,
} from '../ports/mail-outbox.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

const secretNotKept = (): UseCaseError<'MAIL.SECRET_NOT_KEPT'> => ({
  code: 'MAIL.SECRET_NOT_KEPT',
  message:
    'This message held a one-time link or code, which is not kept once it has left. Ask the person to request a new one.',
});

/** How a message was sent again: tried again now while queued, or a new copy queued. */
export interface Resent {
  readonly message: OutboxMessage;
  readonly how: 'retried' | 'copied';
}

type ResendError = UseCaseError<'REQUEST.INVALID' | 'REQUEST.NOT_FOUND' | 'MAIL.SECRET_NOT_KEPT'>;

/**
 * Administrators send an outbox message again with a reason (issue 24): a queued one is tried at
 * once, its sealed secret kept; one that left (or was given up) is copied, unless it held a
 * secret, which is gone. Audited.
 */
@injectable()
export class ResendOutboxMail {
  constructor(
    @inject(MAIL_OUTBOX_ADMIN) private readonly outbox: MailOutboxAdmin,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    id: string,
    reason: unknown,
  ): Promise<Result<Resent, ResendError>> {
    const why = StaffReasonSchema.safeParse(reason);
    if (!why.success) return err(invalidInput({ reason: why.error.issues[0]?.message }));
    const message = await this.outbox.byId(id);
    if (!message) return err(notFound('Message'));
    const now = this.clock.now();
    const retried = message.status === 'queued' && (await this.outbox.retryNow(id, now));
    if (!retried && message.carriesSecret) return err(secretNotKept());
    const target = {
      tenantId: message.tenantId,
      subject: `${id} (${message.template})`,
      reason: why.data,
    };
    await this.audit.record(staff, 'mail.resend', target);
    if (retried) return ok({ message: (await this.outbox.byId(id))!, how: 'retried' });
    const copy = await this.outbox.copy(id, now);
    return ok({ message: (await this.outbox.byId(copy))!, how: 'copied' });
  }
}
