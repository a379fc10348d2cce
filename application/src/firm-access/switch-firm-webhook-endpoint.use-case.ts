import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  FIRM_WEBHOOKS,
  type FirmWebhookEndpoint,
  type FirmWebhooks,
} from '../ports/firm-webhooks.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * Staff stop or resume a firm's webhook endpoint (issue 25). While it is disabled nothing is sent
 * to it: events are not queued for it, and deliveries queued before wait, to go out with their
 * retries when it is enabled again. Disabling a disabled endpoint keeps the time it stopped.
 * Another tenant's endpoint is not found. Audited.
 */
@injectable()
export class SwitchFirmWebhookEndpoint {
  constructor(
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: { readonly tenantId: string; readonly endpointId: string; readonly enabled: boolean },
  ): Promise<Result<FirmWebhookEndpoint, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const endpoint = await this.webhooks.setDisabled(
      input.tenantId,
      input.endpointId,
      input.enabled ? null : this.clock.now(),
    );
    if (!endpoint) return err(notFound('Webhook endpoint'));
    await this.audit.record(staff, input.enabled ? 'firm_webhook.enable' : 'firm_webhook.disable', {
      tenantId: input.tenantId,
      subject: `${endpoint.id} ${endpoint.url}`,
    });
    return ok(endpoint);
  }
}
