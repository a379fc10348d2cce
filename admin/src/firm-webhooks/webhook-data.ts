import type { FirmWebhookDeliveryView, FirmWebhookEndpointView } from '@bequest/sdk';
import { staff, valueOf } from '../staff-client';

/** An endpoint with its signing secret, answered once: when it is added or its secret rotated. */
export interface EndpointWithSecret {
  readonly endpoint: FirmWebhookEndpointView;
  readonly secret: string;
}

/** The firms' webhook endpoints through the SDK's staff client (issue 25). */
export const webhookData = {
  /** A tenant's endpoints, newest first. */
  listFirmWebhookEndpoints: (tenantId: string): Promise<FirmWebhookEndpointView[]> =>
    valueOf(staff.listFirmWebhookEndpoints({ query: { tenantId } })),
  /** Adds an endpoint: the answer holds its signing secret, shown this once. */
  addFirmWebhookEndpoint: (tenantId: string, url: string): Promise<EndpointWithSecret> =>
    valueOf(staff.addFirmWebhookEndpoint({ body: { tenantId, url } })),
  /** A new signing secret, shown this once; the old one stops signing at once. */
  rotateFirmWebhookSecret: (tenantId: string, endpointId: string): Promise<EndpointWithSecret> =>
    valueOf(staff.rotateFirmWebhookSecret({ params: { endpointId }, body: { tenantId } })),
  /** Disables or enables an endpoint. */
  switchFirmWebhookEndpoint: (
    tenantId: string,
    endpointId: string,
    enabled: boolean,
  ): Promise<FirmWebhookEndpointView> =>
    valueOf(
      staff.switchFirmWebhookEndpoint({ params: { endpointId }, body: { tenantId, enabled } }),
    ),
  /** An endpoint's delivery log, newest first: never the events' bodies. */
  listFirmWebhookDeliveries: (
    tenantId: string,
    endpointId: string,
  ): Promise<FirmWebhookDeliveryView[]> =>
    valueOf(staff.listFirmWebhookDeliveries({ params: { endpointId }, query: { tenantId } })),
};
