import { Migration } from '@mikro-orm/migrations';

/**
 * One row per background job (issue 28): when its next run is due and which process holds the
 * current one. A replica runs a job only after moving `next_run_at` forward itself, so every run
 * happens once across replicas, and a restart does not reset the schedule.
 */
export class Migration20261221000000JobSlots extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "job_slot" (
        "name" text primary key check (char_length("name") <= 100),
        "next_run_at" timestamptz not null,
        "holder" text not null check (char_length("holder") <= 200),
        "claimed_at" timestamptz not null
      );`);
  }
}
