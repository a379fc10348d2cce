import type { ReceivingDetailsBook } from '@bequest/application';
import type { ReceivingDetails } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

/** Where each nonprofit receives shares, by EIN, in PostgreSQL. */
export class PostgresReceivingDetails implements ReceivingDetailsBook {
  constructor(private readonly em: EntityManager) {}

  async byEin(ein: string): Promise<ReceivingDetails | null> {
    const [row] = await query<{ details: ReceivingDetails }>(
      this.em,
      'select details from receiving_details where ein = ?',
      [ein],
    );
    return row?.details ?? null;
  }

  async save(ein: string, details: ReceivingDetails, at: Date): Promise<void> {
    await query(
      this.em,
      `insert into receiving_details (ein, details, updated_at) values (?, ?::jsonb, ?)
        on conflict (ein) do update set details = excluded.details, updated_at = excluded.updated_at`,
      [ein, JSON.stringify(details), at],
    );
  }
}
