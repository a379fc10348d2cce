import { MAIL_SAMPLE_VALUES, type MailTemplate } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  MAIL_PREVIEWER,
  type MailPreviewer,
  type RenderedMailPreview,
} from '../ports/mail-outbox.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * A mail template in a tenant's branding for the staff console (issue 24), with made-up values and
 * no live link or code. Audited.
 */
@injectable()
export class PreviewMailTemplate {
  constructor(
    @inject(MAIL_PREVIEWER) private readonly previewer: MailPreviewer,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
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
