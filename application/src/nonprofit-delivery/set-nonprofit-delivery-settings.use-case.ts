import { isValidEmail, NONPROFIT_CONTACTS_MAX } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { webhookUrlProblem } from '../firm-access/webhook-url';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import {
  NONPROFIT_DELIVERIES,
  type NonprofitDeliveries,
  type NonprofitDeliverySettings,
} from '../ports/nonprofit-deliveries.port';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

export interface NonprofitDeliverySettingsInput {
  readonly organizationId: string;
  readonly url: string | null;
  readonly contacts: readonly string[];
}

/**
 * Staff set where a nonprofit's deliveries go (giving 4.7, 6): its webhook endpoint and the
 * contacts its e-mail digest goes to. A new or changed endpoint gets a new signing secret,
 * answered this once (the nonprofit checks each request with the SDK's verifyWebhook). Audited.
 */
@injectable()
export class SetNonprofitDeliverySettings {
  constructor(
    @inject(NONPROFIT_DELIVERIES) private readonly deliveries: NonprofitDeliveries,
    @inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: NonprofitDeliverySettingsInput,
  ): Promise<
    Result<
      { readonly settings: NonprofitDeliverySettings; readonly secret: string | null },
      UseCaseError<'REQUEST.INVALID'> | UseCaseError<'REQUEST.NOT_FOUND'>
    >
  > {
    const url = input.url?.trim() || null;
    const contacts = [...new Set(input.contacts.map((contact) => contact.trim().toLowerCase()))];
    const fields: Record<string, string> = {};
    const urlProblem = url === null ? null : webhookUrlProblem(url);
    if (urlProblem) fields.url = urlProblem;
    const wrong = contacts.findIndex((contact) => !isValidEmail(contact));
    if (wrong >= 0) fields[`contacts.${wrong}`] = 'Please enter a valid e-mail address';
    if (contacts.length > NONPROFIT_CONTACTS_MAX)
      fields.contacts = `Please list at most ${NONPROFIT_CONTACTS_MAX} contacts`;
    if (Object.keys(fields).length > 0) return err(invalidInput(fields));
    if (!(await this.partners.findByOrganizationId(input.organizationId)))
      return err(notFound('Nonprofit'));
    const before = await this.deliveries.settings(input.organizationId);
    const secret = url !== null && url !== before.url ? `whsec_${this.ids.newHex(32)}` : null;
    const settings: NonprofitDeliverySettings = {
      organizationId: input.organizationId,
      url,
      contacts,
      updatedAt: this.clock.now(),
    };
    await this.deliveries.saveSettings(settings, secret);
    await this.audit.record(staff, 'nonprofit_delivery.configure', {
      subject: `${input.organizationId} ${url ?? 'e-mail only'}`,
    });
    return ok({ settings, secret });
  }
}
