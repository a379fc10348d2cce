import type { IdempotencyClaim, IdempotencyKeys, KeptAnswer } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

/** Expired keys removed per claim: enough to keep pace with the claims, bounded per request. */
const PURGED_PER_CLAIM = 20;

/**
 * Idempotency keys in PostgreSQL, unique per caller and key. Run inside the create's transaction
 * (the API's interceptor opens it): the insert of a key another transaction holds waits for it.
 */
export class PostgresIdempotencyKeys implements IdempotencyKeys {
  constructor(private readonly em: EntityManager) {}

  async claim(
    scope: string,
    key: string,
    fingerprint: string,
    now: Date,
    expiredBefore: Date,
  ): Promise<IdempotencyClaim> {
    await query(
      this.em,
      `delete from idempotency_key where (scope, key) in (
         select scope, key from idempotency_key where created_at < ?
         limit ${PURGED_PER_CLAIM} for update skip locked)`,
      [expiredBefore],
    );
    // An expired row the purge skipped is taken over, as if it had gone.
    const claimed = await query(
      this.em,
      `insert into idempotency_key (scope, key, fingerprint, created_at) values (?, ?, ?, ?)
        on conflict (scope, key) do update
          set fingerprint = excluded.fingerprint, created_at = excluded.created_at,
              status = null, body = null
          where idempotency_key.created_at < ?
        returning key`,
      [scope, key, fingerprint, now, expiredBefore],
    );
    if (claimed.length > 0) return { kind: 'claimed' };
    const [kept] = await query<{ fingerprint: string; status: number; body: unknown }>(
      this.em,
      'select fingerprint, status, body from idempotency_key where scope = ? and key = ?',
      [scope, key],
    );
    if (!kept || kept.fingerprint !== fingerprint) return { kind: 'reused' };
    return { kind: 'replay', answer: { status: kept.status, body: kept.body } };
  }

  async keep(scope: string, key: string, answer: KeptAnswer): Promise<void> {
    await query(
      this.em,
      'update idempotency_key set status = ?, body = ? where scope = ? and key = ?',
      [answer.status, answer.body === undefined ? null : JSON.stringify(answer.body), scope, key],
    );
  }
}
