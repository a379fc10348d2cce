import { inject, injectable } from 'inversify';
import {
  FIRM_WEBHOOKS,
  type FirmWebhookEndpoint,
  type FirmWebhooks,
} from '../ports/firm-webhooks.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** A firm's webhook endpoints (issue 25). Audited. */
@injectable()
export class ListFirmWebhookEndpoints {
  constructor(
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(staff: StaffMember, tenantId: string): Promise<readonly FirmWebhookEndpoint[]> {
    await this.audit.record(staff, 'firm_webhook.list', { tenantId });
    return this.webhooks.listEndpoints(tenantId);
  }
}
