import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  FIRM_WEBHOOKS,
  type FirmWebhookDelivery,
  type FirmWebhookEndpoint,
  type FirmWebhooks,
} from '../ports/firm-webhooks.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/** https anywhere; plain http only to this machine, for local testing (firms and nonprofits). */
export const webhookUrlProblem = (text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Give the full address of the endpoint, starting with https://.';
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    return 'The endpoint must use https://.';
  if (url.username || url.password) return 'Leave credentials out of the address.';
  return null;
};

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

/** A firm's webhook endpoints, and one endpoint's delivery log, newest first. Audited. */
@injectable()
export class ListFirmWebhooks {
  constructor(
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async endpoints(staff: StaffMember, tenantId: string): Promise<readonly FirmWebhookEndpoint[]> {
    await this.audit.record(staff, 'firm_webhook.list', { tenantId });
    return this.webhooks.listEndpoints(tenantId);
  }

  async deliveries(
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
