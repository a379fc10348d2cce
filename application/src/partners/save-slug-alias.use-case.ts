import { fieldErrorsOf, SlugAliasSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  PARTNER_REGISTRY,
  type PartnerRegistry,
  type SlugAlias,
} from '../ports/partner-registry.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * Staff redirect an organization's old slug to its current one (platform-core.md 2.3), which they
 * once changed only by SQL. Audited.
 */
@injectable()
export class SaveSlugAlias {
  constructor(
    @inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: unknown,
  ): Promise<Result<SlugAlias, UseCaseError<'REQUEST.INVALID'>>> {
    const alias = SlugAliasSchema.safeParse(input);
    if (!alias.success) return err(invalidInput(fieldErrorsOf(alias.error.issues)));
    const { oldSlug, slug } = alias.data;
    const saved = await this.registry.saveSlugAlias(oldSlug, slug, this.clock.now());
    await this.audit.record(staff, 'slug_alias.save', { subject: `${oldSlug} → ${slug}` });
    return ok(saved);
  }
}
