import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { PARTNER_REGISTRY, type PartnerRegistry } from '../ports/partner-registry.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/** Staff remove an external site's /partner/{slug} page (platform-core.md 2.3). Audited. */
@injectable()
export class RemoveExternalPartnerPage {
  constructor(
    @inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    slug: string,
  ): Promise<Result<true, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    if (!(await this.registry.removeExternalPage(slug))) return err(notFound('External page'));
    await this.audit.record(staff, 'external_partner_page.remove', { subject: slug });
    return ok(true);
  }
}
