import { fieldErrorsOf, SlugAliasSchema, slugSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  PARTNER_REGISTRY,
  type ExternalPartnerPage,
  type PartnerRegistry,
  type SlugAlias,
} from '../ports/partner-registry.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

const ExternalPageSlugSchema = slugSchema('page’s slug');

type Invalid = UseCaseError<'REQUEST.INVALID'>;
type NotFound = UseCaseError<'REQUEST.NOT_FOUND'>;

/**
 * The pages that live elsewhere (platform-core.md 2.3), which staff once changed only by SQL:
 * organizations' old slugs, redirected to their current ones, and the /partner/{slug} pages of
 * the external estate-planning client site. Each change is audited.
 */
@injectable()
export class ManageSlugRedirects {
  constructor(
    @inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  aliases(): Promise<SlugAlias[]> {
    return this.registry.slugAliases();
  }

  async saveAlias(staff: StaffMember, input: unknown): Promise<Result<SlugAlias, Invalid>> {
    const alias = SlugAliasSchema.safeParse(input);
    if (!alias.success) return err(invalidInput(fieldErrorsOf(alias.error.issues)));
    const { oldSlug, slug } = alias.data;
    const saved = await this.registry.saveSlugAlias(oldSlug, slug, this.clock.now());
    await this.audit.record(staff, 'slug_alias.save', { subject: `${oldSlug} → ${slug}` });
    return ok(saved);
  }

  async removeAlias(staff: StaffMember, oldSlug: string): Promise<Result<true, NotFound>> {
    if (!(await this.registry.removeSlugAlias(oldSlug))) return err(notFound('Slug alias'));
    await this.audit.record(staff, 'slug_alias.remove', { subject: oldSlug });
    return ok(true);
  }

  externalPages(): Promise<ExternalPartnerPage[]> {
    return this.registry.externalPages();
  }

  async addExternalPage(
    staff: StaffMember,
    input: unknown,
  ): Promise<Result<ExternalPartnerPage, Invalid>> {
    const slug = ExternalPageSlugSchema.safeParse(input);
    if (!slug.success) return err(invalidInput({ slug: slug.error.issues[0]?.message }));
    const added = await this.registry.addExternalPage(slug.data, this.clock.now());
    await this.audit.record(staff, 'external_partner_page.add', { subject: slug.data });
    return ok(added);
  }

  async removeExternalPage(staff: StaffMember, slug: string): Promise<Result<true, NotFound>> {
    if (!(await this.registry.removeExternalPage(slug))) return err(notFound('External page'));
    await this.audit.record(staff, 'external_partner_page.remove', { subject: slug });
    return ok(true);
  }
}
