import type {
  NonprofitDeliveries,
  NonprofitDelivery,
  NonprofitDeliveryFilter,
  NonprofitDeliverySettings,
} from '@bequest/application';
import { NONPROFIT_WEBHOOK_EVENTS, type NonprofitWebhookEvent } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { WebhookOutbox } from '../firm-access/webhook-outbox';
import { query } from '../query';

interface DeliveryRow {
  readonly id: string;
  readonly event_id: string;
  readonly tenant_id: string;
  readonly account_id: string;
  readonly profile_id: string;
  readonly organization_id: string;
  readonly event_type: string;
  readonly donor_reference: string;
  readonly body: string;
  readonly sent: boolean;
  readonly created_at: Date | string;
}

const typeOf = (value: string): NonprofitWebhookEvent => {
  const type = NONPROFIT_WEBHOOK_EVENTS.find((known) => known === value);
  if (!type) throw new Error(`unknown nonprofit event ${value}`);
  return type;
};

const deliveryOf = (row: DeliveryRow): NonprofitDelivery => ({
  id: row.id,
  eventId: row.event_id,
  tenantId: row.tenant_id,
  accountId: row.account_id,
  profileId: row.profile_id,
  organizationId: row.organization_id,
  type: typeOf(row.event_type),
  donorReference: row.donor_reference,
  body: row.body,
  sent: row.sent,
  createdAt: new Date(row.created_at),
});

const COLUMNS = `id, event_id, tenant_id, account_id, profile_id, organization_id, event_type,
  donor_reference, body, sent, created_at`;

/**
 * The nonprofits' deliveries in PostgreSQL (issue 26, ADR 0032): each event kept as sent, its
 * webhook queued in the same transaction through the firms' outbox (WebhookOutbox) for the
 * nonprofit's endpoint, which the one webhook job signs and retries.
 */
export class PostgresNonprofitDeliveries implements NonprofitDeliveries {
  private readonly outbox: WebhookOutbox;

  constructor(
    private readonly em: EntityManager,
    /** The deployment's secret, which endpoint secrets are sealed under (ADR 0027). */
    secret: string,
  ) {
    this.outbox = new WebhookOutbox(em, secret);
  }

  async settings(organizationId: string): Promise<NonprofitDeliverySettings> {
    const rows = await query<{ contacts: string[]; updated_at: Date | string }>(
      this.em,
      `select contacts, updated_at from nonprofit_delivery_settings where organization_id = ?`,
      [organizationId],
    );
    const kept = rows[0];
    return {
      organizationId,
      url: await this.outbox.workingUrl({ organizationId }),
      contacts: kept?.contacts ?? [],
      updatedAt: kept ? new Date(kept.updated_at) : null,
    };
  }

  async saveSettings(settings: NonprofitDeliverySettings, secret: string | null): Promise<void> {
    const owner = { organizationId: settings.organizationId };
    const at = settings.updatedAt ?? new Date();
    await query(
      this.em,
      `insert into nonprofit_delivery_settings (organization_id, contacts, updated_at)
       values (?, ?, ?)
       on conflict (organization_id) do update set contacts = excluded.contacts,
         updated_at = excluded.updated_at`,
      [settings.organizationId, [...settings.contacts], at],
    );
    if (secret !== null || settings.url === null) await this.outbox.disableEndpoints(owner, at);
    if (secret !== null && settings.url !== null)
      await this.outbox.addEndpoint(
        owner,
        { id: randomUUID(), url: settings.url, createdAt: at },
        secret,
      );
  }

  async record(delivery: NonprofitDelivery): Promise<void> {
    const inserted = await query<{ id: string }>(
      this.em,
      `insert into nonprofit_delivery (${COLUMNS})
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (event_id) do nothing returning id`,
      [
        delivery.id,
        delivery.eventId,
        delivery.tenantId,
        delivery.accountId,
        delivery.profileId,
        delivery.organizationId,
        delivery.type,
        delivery.donorReference,
        delivery.body,
        delivery.sent,
        delivery.createdAt,
      ],
    );
    if (inserted.length === 0 || !delivery.sent) return;
    await this.outbox.enqueue(
      { organizationId: delivery.organizationId },
      {
        eventId: delivery.eventId,
        type: delivery.type,
        payload: delivery.body,
        occurredAt: delivery.createdAt,
      },
    );
  }

  async forProfile(
    tenantId: string,
    accountId: string,
    profileId: string,
  ): Promise<readonly NonprofitDelivery[]> {
    const rows = await query<DeliveryRow>(
      this.em,
      `select ${COLUMNS} from nonprofit_delivery
       where tenant_id = ? and account_id = ? and profile_id = ?
       order by created_at desc, seq desc`,
      [tenantId, accountId, profileId],
    );
    return rows.map(deliveryOf);
  }

  async list(
    filter: NonprofitDeliveryFilter,
    limit: number,
  ): Promise<readonly NonprofitDelivery[]> {
    const rows = await query<DeliveryRow>(
      this.em,
      `select ${COLUMNS} from nonprofit_delivery
       where sent and (?::text is null or organization_id = ?)
       order by created_at desc, seq desc limit ?`,
      [filter.organizationId ?? null, filter.organizationId ?? null, limit],
    );
    return rows.map(deliveryOf);
  }
}
