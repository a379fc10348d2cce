import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  FIRM_WEBHOOKS,
  type FirmWebhookEndpoint,
  type FirmWebhooks,
} from '../ports/firm-webhooks.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * Staff give a firm's webhook endpoint a new signing secret (issue 25), when the old one leaked or
 * the firm moves its receiver: the new secret is answered this once and signs every request from
 * now on, the retries of deliveries already queued too, so the firm verifies with the new one.
 * Another tenant's endpoint is not found. Audited.
 */
@injectable()
export class RotateFirmWebhookSecret {
  constructor(
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: { readonly tenantId: string; readonly endpointId: string },
  ): Promise<
    Result<
      { readonly endpoint: FirmWebhookEndpoint; readonly secret: string },
      UseCaseError<'REQUEST.NOT_FOUND'>
    >
  > {
    const secret = `whsec_${this.ids.newHex(32)}`;
    const endpoint = await this.webhooks.replaceSecret(input.tenantId, input.endpointId, secret);
    if (!endpoint) return err(notFound('Webhook endpoint'));
    await this.audit.record(staff, 'firm_webhook.rotate_secret', {
      tenantId: input.tenantId,
      subject: `${endpoint.id} ${endpoint.url}`,
    });
    return ok({ endpoint, secret });
  }
}
