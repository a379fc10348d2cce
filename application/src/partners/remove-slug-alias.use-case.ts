import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { PARTNER_REGISTRY, type PartnerRegistry } from '../ports/partner-registry.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/** Staff stop redirecting an organization's old slug (platform-core.md 2.3). Audited. */
@injectable()
export class RemoveSlugAlias {
  constructor(
    @inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    oldSlug: string,
  ): Promise<Result<true, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    if (!(await this.registry.removeSlugAlias(oldSlug))) return err(notFound('Slug alias'));
    await this.audit.record(staff, 'slug_alias.remove', { subject: oldSlug });
    return ok(true);
  }
}
