import { newPartnerOf } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import {
  PARTNER_REGISTRY,
  type ManagedPartner,
  type PartnerRegistry,
} from '../ports/partner-registry.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';
import { partnerEditFrom, URL_NAME_TAKEN, type PartnerEditError } from './partner-edit';

/**
 * Partner managers and administrators add a partner with its custom URL and page customizations
 * (issue 24, giving 3.7); the consumer pages read it at once. Audited.
 */
@injectable()
export class CreatePartner {
  constructor(
    @inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: unknown,
  ): Promise<Result<ManagedPartner, PartnerEditError>> {
    const edit = partnerEditFrom(input);
    if (edit.isErr()) return err(edit.error);
    const partner = newPartnerOf(
      { randId: `partner-${this.ids.newHex(8)}`, organizationId: `org-${this.ids.newHex(8)}` },
      edit.value,
    );
    const at = this.clock.now();
    if ((await this.registry.create(partner, at)) === 'url_name_taken')
      return err(invalidInput(URL_NAME_TAKEN));
    await this.audit.record(staff, 'partner.create', {
      subject: `${partner.randId} (${partner.urlName})`,
    });
    return ok({ partner, updatedAt: at });
  }
}
