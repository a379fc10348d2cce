import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  FIRM_WEBHOOKS,
  type FirmWebhookDelivery,
  type FirmWebhooks,
} from '../ports/firm-webhooks.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/** One of a firm's webhook endpoints' delivery log, newest first (issue 25). Audited. */
@injectable()
export class ListFirmWebhookDeliveries {
  constructor(
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    tenantId: string,
    endpointId: string,
  ): Promise<Result<readonly FirmWebhookDelivery[], UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const endpoints = await this.webhooks.listEndpoints(tenantId);
    if (!endpoints.some((endpoint) => endpoint.id === endpointId))
      return err(notFound('Webhook endpoint'));
    await this.audit.record(staff, 'firm_webhook.list', { tenantId, subject: endpointId });
    return ok(await this.webhooks.deliveries(tenantId, endpointId));
  }
}
