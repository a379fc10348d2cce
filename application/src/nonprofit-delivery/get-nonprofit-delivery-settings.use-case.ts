import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  NONPROFIT_DELIVERIES,
  type NonprofitDeliveries,
  type NonprofitDeliverySettings,
} from '../ports/nonprofit-deliveries.port';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/** A nonprofit's delivery endpoint and contacts, as staff read them (never the secret). Audited. */
@injectable()
export class GetNonprofitDeliverySettings {
  constructor(
    @inject(NONPROFIT_DELIVERIES) private readonly deliveries: NonprofitDeliveries,
    @inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    organizationId: string,
  ): Promise<Result<NonprofitDeliverySettings, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    if (!(await this.partners.findByOrganizationId(organizationId)))
      return err(notFound('Nonprofit'));
    await this.audit.record(staff, 'nonprofit_delivery.read', { subject: organizationId });
    return ok(await this.deliveries.settings(organizationId));
  }
}
