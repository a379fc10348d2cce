import { Migration } from '@mikro-orm/migrations';

export class Migration20261123040000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "account" (
        "id" text primary key,
        "tenant_id" text not null references "tenant_configuration" ("tenant_id"),
        "email" text not null,
        "password_hash" text null,
        "is_registered" boolean not null default false,
        "is_email_confirmed" boolean not null default false,
        "sign_in_count" integer not null default 0,
        "account_owner_id" text not null,
        "is_joint_trust_plan_selected" boolean not null default false,
        "attorney_consult_metadata" jsonb not null,
        "session_version" integer not null default 1,
        "version" integer not null default 1,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "account_tenant_email_unique" unique ("tenant_id", "email")
      );`);
    this.addSql(`
      create table "profile" (
        "rand_id" text primary key,
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "data" jsonb not null,
        "version" integer not null default 1,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql('create index "profile_account_index" on "profile" ("tenant_id", "account_id");');
    this.addSql(`
      create table "one_time_link" (
        "secret_hash" text primary key,
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "purpose" text not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null
      );`);
    this.addSql(`
      create table "product_package_event" (
        "id" text primary key,
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null,
        "event_type" text not null,
        "package_details" jsonb not null,
        "mailing_address" jsonb null,
        "created_at" timestamptz not null
      );`);
    this.addSql(
      'create index "product_package_event_profile_index" on "product_package_event" ("tenant_id", "account_id", "profile_id");',
    );
    this.addSql(`
      create table "mail_outbox" (
        "id" text primary key,
        "tenant_id" text not null,
        "recipient" text not null,
        "template" text not null,
        "values" jsonb not null,
        "status" text not null default 'queued',
        "attempts" integer not null default 0,
        "last_error" text null,
        "next_attempt_at" timestamptz not null default now(),
        "created_at" timestamptz not null default now(),
        "sent_at" timestamptz null
      );`);
    this.addSql(
      `create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at") where "status" = 'queued';`,
    );
    this.addSql(`
      create table "rate_limit" (
        "key" text not null,
        "window_start" timestamptz not null,
        "count" integer not null,
        primary key ("key", "window_start")
      );`);
    this.addSql(`
      create table "traffic_record" (
        "id" text primary key,
        "tenant_id" text not null,
        "source" text not null,
        "tracking" jsonb not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`
      create table "server_secret" (
        "name" text primary key,
        "value" text not null
      );`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'server_secret',
      'traffic_record',
      'rate_limit',
      'mail_outbox',
      'product_package_event',
      'one_time_link',
      'profile',
      'account',
    ])
      this.addSql(`drop table "${table}";`);
  }
}
