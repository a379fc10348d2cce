import {
  NonprofitWebhookBodySchema,
  nonprofitDeliverySummary,
  type NonprofitWebhookEvent,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { NONPROFIT_DELIVERIES, type NonprofitDeliveries } from '../ports/nonprofit-deliveries.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** At most this many deliveries in one CSV. */
export const NONPROFIT_DELIVERY_EXPORT_LIMIT = 50_000;

/** One delivery as the staff CSV has it: what was sent, to whom, when. */
export interface ExportedNonprofitDelivery {
  readonly sentAt: Date;
  readonly organizationId: string;
  readonly eventId: string;
  readonly type: NonprofitWebhookEvent;
  readonly donorReference: string;
  readonly summary: string;
  readonly tenantId: string;
  readonly body: string;
}

/**
 * The deliveries made to nonprofits, newest first, for the staff CSV (giving 4.7, 6): the same
 * records the webhook and the e-mail were made from. Only deliveries sent; audited.
 */
@injectable()
export class ExportNonprofitDeliveries {
  constructor(
    @inject(NONPROFIT_DELIVERIES) private readonly deliveries: NonprofitDeliveries,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    filter: { readonly organizationId?: string },
  ): Promise<readonly ExportedNonprofitDelivery[]> {
    await this.audit.record(staff, 'nonprofit_delivery.export', {
      subject: filter.organizationId ?? 'all nonprofits',
    });
    const found = await this.deliveries.list(filter, NONPROFIT_DELIVERY_EXPORT_LIMIT);
    return found.map((delivery) => ({
      sentAt: delivery.createdAt,
      organizationId: delivery.organizationId,
      eventId: delivery.eventId,
      type: delivery.type,
      donorReference: delivery.donorReference,
      summary: nonprofitDeliverySummary(
        NonprofitWebhookBodySchema.parse(JSON.parse(delivery.body)),
      ),
      tenantId: delivery.tenantId,
      body: delivery.body,
    }));
  }
}
