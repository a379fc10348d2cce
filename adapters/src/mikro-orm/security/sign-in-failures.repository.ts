import type { SignInFailures, ThrottleKey } from '@bequest/application';
import {
  FORGET_AFTER_SECONDS,
  signInVerdict,
  withFailure,
  type FailureTally,
  type SignInVerdict,
} from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { contextual } from '../context';
import { query } from '../query';
import { likeLiteral } from '../staff/like-pattern';

/** The keys travel as one JSON array: the ORM's raw queries would spread an array into a list. */
const KEYS = 'select jsonb_array_elements_text(?::jsonb)';

interface TallyRow {
  readonly key: string;
  readonly failures: number;
  readonly last_failure_at: Date;
}

/**
 * Failed sign-in attempts in PostgreSQL, shared by every replica. A claim locks its keys' rows
 * for one short transaction, so concurrent attempts on the same keys are decided one at a time.
 */
export class PostgresSignInFailures implements SignInFailures {
  constructor(private readonly em: EntityManager) {}

  claim(keys: readonly ThrottleKey[], now: Date): Promise<SignInVerdict> {
    const names = JSON.stringify(keys.map(({ key }) => key).sort());
    return contextual(this.em).transactional(async () => {
      await query(this.em, 'delete from sign_in_failure where last_failure_at < ?', [
        new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000),
      ]);
      await query(
        this.em,
        `insert into sign_in_failure (key, failures, last_failure_at)
          select jsonb_array_elements_text(?::jsonb), 0, ? on conflict (key) do nothing`,
        [names, now],
      );
      const rows = await query<TallyRow>(
        this.em,
        `select key, failures, last_failure_at from sign_in_failure
          where key in (${KEYS}) order by key for update`,
        [names],
      );
      const tallies = new Map<string, FailureTally>(
        rows
          .filter((row) => row.failures > 0)
          .map((row) => [
            row.key,
            { failures: row.failures, lastFailureAt: new Date(row.last_failure_at) },
          ]),
      );
      const verdict = signInVerdict(
        keys.map(({ scope, key }) => ({ scope, tally: tallies.get(key) ?? null })),
        now,
      );
      if (verdict.allowed)
        for (const { key } of keys) {
          const counted = withFailure(tallies.get(key) ?? null, now);
          await query(
            this.em,
            'update sign_in_failure set failures = ?, last_failure_at = ? where key = ?',
            [counted.failures, counted.lastFailureAt, key],
          );
        }
      return verdict;
    });
  }

  async forgive(keys: readonly string[]): Promise<void> {
    if (keys.length > 0)
      await query(
        this.em,
        `update sign_in_failure set failures = greatest(failures - 1, 0) where key in (${KEYS})`,
        [JSON.stringify(keys)],
      );
  }

  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length > 0)
      await query(this.em, `delete from sign_in_failure where key in (${KEYS})`, [
        JSON.stringify(keys),
      ]);
  }

  async clearBetween(prefix: string, suffix: string): Promise<void> {
    await query(this.em, `delete from sign_in_failure where key like ?`, [
      `${likeLiteral(prefix)}%${likeLiteral(suffix)}`,
    ]);
  }
}
