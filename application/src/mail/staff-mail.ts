import { MAIL_SAMPLE_VALUES, StaffReasonSchema, type MailTemplate } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  MAIL_OUTBOX_ADMIN,
  MAIL_PREVIEWER,
  type MailOutboxAdmin,
  type MailPreviewer,
  type OutboxFilter,
  type OutboxMessage,
  type RenderedMailPreview,
} from '../ports/mail-outbox.port';
import type { ListPage, ListPageRequest } from '../ports/paging';
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
 * The mail outbox in the staff console (issue 24): read by support and administrators with each
 * message's status, attempts and last error, never its values, which may hold a one-time link or
 * code (issue 20); sent again by administrators with a reason; its templates previewed per tenant
 * with made-up values. Each is audited.
 */
@injectable()
export class StaffMail {
  constructor(
    @inject(MAIL_OUTBOX_ADMIN) private readonly outbox: MailOutboxAdmin,
    @inject(MAIL_PREVIEWER) private readonly previewer: MailPreviewer,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(
    staff: StaffMember,
    input: OutboxFilter & ListPageRequest,
  ): Promise<ListPage<OutboxMessage>> {
    const { page, perPage, ...filter } = input;
    const terms = Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${value}`);
    await this.audit.record(staff, 'mail.list', { subject: terms.join(' ') || null });
    return this.outbox.list(filter, { page, perPage });
  }

  /**
   * Sends a message again: a queued one is tried at once, its sealed secret kept; one that left
   * (or was given up) is copied, unless it held a secret, which is gone.
   */
  async resend(
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

  /** A template in a tenant's branding, with made-up values and no live link or code. */
  async preview(
    staff: StaffMember,
    template: MailTemplate,
    tenantId: string,
  ): Promise<Result<RenderedMailPreview, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const rendered = await this.previewer.render(template, tenantId, MAIL_SAMPLE_VALUES);
    if (!rendered) return err(notFound('Tenant'));
    await this.audit.record(staff, 'mail.preview', { tenantId, subject: template });
    return ok(rendered);
  }
}
