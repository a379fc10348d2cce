import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  FIRM_WEBHOOKS,
  type FirmWebhookEndpoint,
  type FirmWebhooks,
} from '../ports/firm-webhooks.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { invalidInput, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';
import { webhookUrlProblem } from './webhook-url';

/**
 * Staff add a webhook endpoint for a firm (issue 25): its signing secret is answered this once;
 * the firm verifies each request with it (verifyWebhook in the SDK). Audited.
 */
@injectable()
export class AddFirmWebhookEndpoint {
  constructor(
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly tenants: TenantConfigurationRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: { readonly tenantId: string; readonly url: string },
  ): Promise<
    Result<
      { readonly endpoint: FirmWebhookEndpoint; readonly secret: string },
      UseCaseError<'REQUEST.INVALID'>
    >
  > {
    const tenant = await this.tenants.findById(input.tenantId);
    const urlProblem = webhookUrlProblem(input.url);
    if (!tenant || urlProblem)
      return err(
        invalidInput({
          tenantId: tenant ? undefined : 'No tenant has this id.',
          url: urlProblem ?? undefined,
        }),
      );
    const endpoint: FirmWebhookEndpoint = {
      id: this.ids.newId(),
      tenantId: input.tenantId,
      url: input.url,
      createdAt: this.clock.now(),
      disabledAt: null,
    };
    const secret = `whsec_${this.ids.newHex(32)}`;
    await this.webhooks.addEndpoint(endpoint, secret);
    await this.audit.record(staff, 'firm_webhook.add', {
      tenantId: input.tenantId,
      subject: `${endpoint.id} ${endpoint.url}`,
    });
    return ok({ endpoint, secret });
  }
}
