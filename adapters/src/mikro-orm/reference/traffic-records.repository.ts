import type { TrafficRecords } from '@bequest/application';
import type { TrafficRecord } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { query } from '../query';

export class PostgresTrafficRecords implements TrafficRecords {
  constructor(private readonly em: EntityManager) {}

  async save(tenantId: string, record: TrafficRecord, at: Date): Promise<void> {
    await query(
      this.em,
      'insert into traffic_record (id, tenant_id, source, tracking, created_at) values (?, ?, ?, ?, ?)',
      [randomUUID(), tenantId, record.source, JSON.stringify(record.trackingData), at],
    );
  }
}
