import { slugSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  PARTNER_REGISTRY,
  type ExternalPartnerPage,
  type PartnerRegistry,
} from '../ports/partner-registry.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

const ExternalPageSlugSchema = slugSchema('page’s slug');

/**
 * Staff add a /partner/{slug} page that lives on the external estate-planning client site
 * (platform-core.md 2.3), which they once added only by SQL. Audited.
 */
@injectable()
export class AddExternalPartnerPage {
  constructor(
    @inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: unknown,
  ): Promise<Result<ExternalPartnerPage, UseCaseError<'REQUEST.INVALID'>>> {
    const slug = ExternalPageSlugSchema.safeParse(input);
    if (!slug.success) return err(invalidInput({ slug: slug.error.issues[0]?.message }));
    const added = await this.registry.addExternalPage(slug.data, this.clock.now());
    await this.audit.record(staff, 'external_partner_page.add', { subject: slug.data });
    return ok(added);
  }
}
