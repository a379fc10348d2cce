import type { RateLimiter } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

/** A fixed-window counter in PostgreSQL, so every API replica shares the same limits. */
export class PostgresRateLimiter implements RateLimiter {
  constructor(private readonly em: EntityManager) {}

  async attempt(key: string, limit: number, windowSeconds: number, now: Date): Promise<boolean> {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const rows = await query<{ count: number }>(
      this.em,
      `insert into rate_limit (key, window_start, count) values (?, ?, 1)
        on conflict (key, window_start) do update set count = rate_limit.count + 1
        returning count`,
      [key, windowStart],
    );
    await query(this.em, 'delete from rate_limit where key = ? and window_start < ?', [
      key,
      windowStart,
    ]);
    return (rows[0]?.count ?? 0) <= limit;
  }
}
