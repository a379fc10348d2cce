import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

/**
 * The background jobs' schedule in PostgreSQL, shared by every replica (issue 28). Claiming a
 * run moves the job's next run forward in one statement: of replicas claiming at once, one
 * succeeds and the others see a run that is not due yet.
 */
export class PostgresJobSlots {
  constructor(private readonly em: EntityManager) {}

  /** Whether `holder` won the run of `job` due at `now`; the next one is then due `everyMs` later. */
  async claim(job: string, holder: string, now: Date, everyMs: number): Promise<boolean> {
    const claimed = await query<{ name: string }>(
      this.em,
      `insert into job_slot (name, next_run_at, holder, claimed_at) values (?, ?, ?, ?)
        on conflict (name) do update
          set next_run_at = excluded.next_run_at, holder = excluded.holder, claimed_at = excluded.claimed_at
          where job_slot.next_run_at <= excluded.claimed_at
        returning name`,
      [job, new Date(now.getTime() + everyMs), holder, now],
    );
    return claimed.length === 1;
  }
}
