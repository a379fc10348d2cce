import { Migration } from '@mikro-orm/migrations';

/**
 * The trust funding assistant's statuses (issue 29): one row per step a person marked, keyed by
 * the profile and the step's key (`asset:<id>` or `kind:<kind>`). A step without a row is not
 * started. A done step keeps its day. Beside them, each profile's funding reminders: when the last
 * was sent and whether the person stopped them. Rows go with their profile.
 */
export class Migration20261214000000TrustFunding extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "trust_funding_status" (
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null references "profile" ("rand_id") on delete cascade,
        "step_key" text not null check (char_length("step_key") <= 120),
        "status" text not null check ("status" in ('not_started', 'in_progress', 'done')),
        "done_on" date null,
        "updated_at" timestamptz not null,
        primary key ("tenant_id", "account_id", "profile_id", "step_key"),
        check (("status" = 'done') = ("done_on" is not null))
      );`);
    this.addSql(`
      create table "trust_funding_reminder" (
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null references "profile" ("rand_id") on delete cascade,
        "last_sent_at" timestamptz null,
        "stopped_at" timestamptz null,
        primary key ("tenant_id", "account_id", "profile_id")
      );`);
  }
}
