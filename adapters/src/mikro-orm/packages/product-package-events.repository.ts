import type { NewProductPackageEvent, ProductPackageEvents } from '@bequest/application';
import { ProductPackageEventSchema, type ProductPackageEvent } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { query } from '../query';

interface EventRow {
  event_type: string;
  profile_id: string;
  created_at: Date | string;
  package_details: unknown;
}

const eventOf = (row: EventRow): ProductPackageEvent =>
  ProductPackageEventSchema.parse({
    eventType: row.event_type,
    createdBy: row.profile_id,
    createdAt: new Date(row.created_at).toISOString(),
    packageDetails: row.package_details,
  });

export class PostgresProductPackageEvents implements ProductPackageEvents {
  constructor(private readonly em: EntityManager) {}

  async list(
    tenantId: string,
    accountId: string,
    profileId: string,
  ): Promise<ProductPackageEvent[]> {
    const rows = await query<EventRow>(
      this.em,
      `select event_type, profile_id, created_at, package_details from product_package_event
        where tenant_id = ? and account_id = ? and profile_id = ? order by created_at desc`,
      [tenantId, accountId, profileId],
    );
    return rows.map(eventOf);
  }

  async create(event: NewProductPackageEvent, createdAt: Date): Promise<ProductPackageEvent> {
    await query(
      this.em,
      `insert into product_package_event
        (id, tenant_id, account_id, profile_id, event_type, package_details, mailing_address, created_at)
        values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        event.tenantId,
        event.accountId,
        event.createdBy,
        event.eventType,
        JSON.stringify(event.packageDetails),
        event.mailingAddress === null ? null : JSON.stringify(event.mailingAddress),
        createdAt,
      ],
    );
    return {
      eventType: event.eventType,
      createdBy: event.createdBy,
      createdAt: createdAt.toISOString(),
      packageDetails: event.packageDetails,
    };
  }
}
