import type { UserEvent, UserEvents } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { query } from '../query';

export class PostgresUserEvents implements UserEvents {
  constructor(private readonly em: EntityManager) {}

  async record(event: UserEvent, at: Date): Promise<void> {
    await query(
      this.em,
      `insert into user_event (id, tenant_id, account_id, profile_id, event_name, value, metadata, created_at)
        values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        event.tenantId,
        event.accountId,
        event.profileId,
        event.eventName,
        event.value,
        JSON.stringify(event.metadata),
        at,
      ],
    );
  }

  async exists(event: Omit<UserEvent, 'metadata'>): Promise<boolean> {
    const rows = await query(
      this.em,
      `select 1 from user_event
        where tenant_id = ? and account_id = ? and profile_id = ? and event_name = ? and value = ?
        limit 1`,
      [event.tenantId, event.accountId, event.profileId, event.eventName, event.value],
    );
    return rows.length > 0;
  }
}
