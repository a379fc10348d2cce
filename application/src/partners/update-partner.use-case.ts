import { applyPartnerEdit } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  PARTNER_REGISTRY,
  type ManagedPartner,
  type PartnerRegistry,
} from '../ports/partner-registry.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';
import { partnerEditFrom, URL_NAME_TAKEN, type PartnerEditError } from './partner-edit';

/**
 * Partner managers and administrators edit a partner's custom URL and page customizations (issue
 * 24, giving 3.7); the consumer pages read the change at once. Audited.
 */
@injectable()
export class UpdatePartner {
  constructor(
    @inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    randId: string,
    input: unknown,
  ): Promise<Result<ManagedPartner, PartnerEditError | UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const edit = partnerEditFrom(input);
    if (edit.isErr()) return err(edit.error);
    const found = await this.registry.byRandId(randId);
    if (!found) return err(notFound('Partner'));
    const partner = applyPartnerEdit(found.partner, edit.value);
    const at = this.clock.now();
    const saved = await this.registry.update(partner, at);
    if (saved === 'not_found') return err(notFound('Partner'));
    if (saved === 'url_name_taken') return err(invalidInput(URL_NAME_TAKEN));
    await this.audit.record(staff, 'partner.update', {
      subject: `${partner.randId} (${partner.urlName})`,
    });
    return ok({ partner, updatedAt: at });
  }
}
