import {
  AddFirmWebhookEndpoint,
  CLOCK,
  IssueFirmApiKey,
  ListFirmApiKeys,
  ListFirmWebhookDeliveries,
  ListFirmWebhookEndpoints,
  RevokeFirmApiKey,
  RotateFirmApiKey,
  RotateFirmWebhookSecret,
  SwitchFirmWebhookEndpoint,
  type Clock,
  type FirmApiKeyRecord,
  type FirmWebhookDelivery,
  type FirmWebhookEndpoint,
} from '@bequest/application';
import { FIRM_KEY_PREFIX, firmKeyStatus } from '@bequest/domain';
import { staffRoutes as routes, type FirmApiKeyView } from '@bequest/sdk/contract';
import { Controller, HttpCode, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { staffOf } from './staff.guard';

const viewOf = (key: FirmApiKeyRecord, now: Date): FirmApiKeyView => ({
  id: key.id,
  tenantId: key.tenantId,
  label: key.label,
  scopes: [...key.scopes],
  prefix: `${FIRM_KEY_PREFIX}${key.id}_…`,
  status: firmKeyStatus(key, now),
  createdAt: key.createdAt.toISOString(),
  createdBy: key.createdBy,
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  revokedAt: key.revokedAt?.toISOString() ?? null,
  replacedBy: key.replacedBy,
});

const iso = (at: Date | null) => at?.toISOString() ?? null;

const endpointViewOf = (endpoint: FirmWebhookEndpoint) => ({
  id: endpoint.id,
  tenantId: endpoint.tenantId,
  url: endpoint.url,
  createdAt: endpoint.createdAt.toISOString(),
  disabledAt: iso(endpoint.disabledAt),
});

const deliveryViewOf = (delivery: FirmWebhookDelivery) => ({
  id: delivery.id,
  eventId: delivery.eventId,
  type: delivery.type,
  status: delivery.status,
  attempts: delivery.attempts,
  nextAttemptAt: iso(delivery.nextAttemptAt),
  lastStatus: delivery.lastStatus,
  lastError: delivery.lastError,
  deliveredAt: iso(delivery.deliveredAt),
  createdAt: delivery.createdAt.toISOString(),
});

/**
 * The firms' API keys and webhook endpoints in the staff console (issue 25): keys issued, listed,
 * rotated and revoked; endpoints added, listed, their secret rotated, disabled and enabled, and
 * their delivery logs read; audited.
 */
@Controller()
export class StaffFirmKeysController {
  constructor(
    private readonly listKeys: ListFirmApiKeys,
    private readonly issueKey: IssueFirmApiKey,
    private readonly rotateKey: RotateFirmApiKey,
    private readonly revokeKey: RevokeFirmApiKey,
    private readonly addWebhook: AddFirmWebhookEndpoint,
    private readonly listWebhookEndpoints: ListFirmWebhookEndpoints,
    private readonly listWebhookDeliveries: ListFirmWebhookDeliveries,
    private readonly rotateWebhookSecret: RotateFirmWebhookSecret,
    private readonly switchWebhook: SwitchFirmWebhookEndpoint,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Endpoint(routes.addFirmWebhookEndpoint)
  @HttpCode(200)
  async addEndpoint(
    @Validated() { body }: Validated<typeof routes.addFirmWebhookEndpoint>,
    @Req() request: Request,
  ) {
    const added = (await this.addWebhook.execute(staffOf(request), body)).match((v) => v, fail);
    return { endpoint: endpointViewOf(added.endpoint), secret: added.secret };
  }

  @Endpoint(routes.listFirmWebhookEndpoints)
  async endpoints(
    @Validated() { query }: Validated<typeof routes.listFirmWebhookEndpoints>,
    @Req() request: Request,
  ) {
    return (await this.listWebhookEndpoints.execute(staffOf(request), query.tenantId)).map(
      endpointViewOf,
    );
  }

  @Endpoint(routes.rotateFirmWebhookSecret)
  @HttpCode(200)
  async rotateSecret(
    @Validated() { params, body }: Validated<typeof routes.rotateFirmWebhookSecret>,
    @Req() request: Request,
  ) {
    const rotated = (
      await this.rotateWebhookSecret.execute(staffOf(request), {
        tenantId: body.tenantId,
        endpointId: params.endpointId,
      })
    ).match((v) => v, fail);
    return { endpoint: endpointViewOf(rotated.endpoint), secret: rotated.secret };
  }

  @Endpoint(routes.switchFirmWebhookEndpoint)
  async switchEndpoint(
    @Validated() { params, body }: Validated<typeof routes.switchFirmWebhookEndpoint>,
    @Req() request: Request,
  ) {
    const endpoint = (
      await this.switchWebhook.execute(staffOf(request), {
        tenantId: body.tenantId,
        endpointId: params.endpointId,
        enabled: body.enabled,
      })
    ).match((v) => v, fail);
    return endpointViewOf(endpoint);
  }

  @Endpoint(routes.listFirmWebhookDeliveries)
  async deliveries(
    @Validated() { params, query }: Validated<typeof routes.listFirmWebhookDeliveries>,
    @Req() request: Request,
  ) {
    const log = await this.listWebhookDeliveries.execute(
      staffOf(request),
      query.tenantId,
      params.endpointId,
    );
    return log.match((deliveries) => deliveries.map(deliveryViewOf), fail);
  }

  @Endpoint(routes.listFirmApiKeys)
  async list(
    @Validated() { query }: Validated<typeof routes.listFirmApiKeys>,
    @Req() request: Request,
  ) {
    const keys = await this.listKeys.execute(staffOf(request), query.tenantId ?? null);
    const now = this.clock.now();
    return keys.map((key) => viewOf(key, now));
  }

  @Endpoint(routes.issueFirmApiKey)
  @HttpCode(200)
  async issue(
    @Validated() { body }: Validated<typeof routes.issueFirmApiKey>,
    @Req() request: Request,
  ) {
    const issued = (await this.issueKey.execute(staffOf(request), body)).match((v) => v, fail);
    return { key: viewOf(issued.key, this.clock.now()), secretKey: issued.secretKey };
  }

  @Endpoint(routes.rotateFirmApiKey)
  @HttpCode(200)
  async rotate(
    @Validated() { params, body }: Validated<typeof routes.rotateFirmApiKey>,
    @Req() request: Request,
  ) {
    const rotated = (
      await this.rotateKey.execute(staffOf(request), {
        keyId: params.keyId,
        graceHours: body.graceHours,
      })
    ).match((v) => v, fail);
    const now = this.clock.now();
    return {
      key: viewOf(rotated.key, now),
      secretKey: rotated.secretKey,
      previous: viewOf(rotated.previous, now),
    };
  }

  @Endpoint(routes.revokeFirmApiKey)
  @HttpCode(200)
  async revoke(
    @Validated() { params }: Validated<typeof routes.revokeFirmApiKey>,
    @Req() request: Request,
  ) {
    const revoked = (await this.revokeKey.execute(staffOf(request), params.keyId)).match(
      (v) => v,
      fail,
    );
    return viewOf(revoked, this.clock.now());
  }
}
