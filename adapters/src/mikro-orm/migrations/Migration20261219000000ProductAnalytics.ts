import { Migration } from '@mikro-orm/migrations';

/**
 * Product analytics (ADR 0028): one row per event, named from the one list, for an account by its
 * id or an anonymous browser by its random id, never by e-mail, name or birth date; read by name
 * and time. An account's events go with it. The do-not-sell choice of an account beside them.
 */
export class Migration20261219000000ProductAnalytics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "analytics_event" (
        "id" bigserial primary key,
        "name" text not null,
        "tenant_id" text not null,
        "account_id" text null references "account" ("id") on delete cascade,
        "anonymous_id" text null,
        "properties" jsonb not null default '{}',
        "context" jsonb not null default '{}',
        "occurred_at" timestamptz not null,
        constraint "analytics_event_has_person" check ("account_id" is not null or "anonymous_id" is not null)
      );`);
    this.addSql(
      'create index "analytics_event_by_name_and_time" on "analytics_event" ("name", "occurred_at");',
    );
    this.addSql('create index "analytics_event_by_time" on "analytics_event" ("occurred_at");');
    this.addSql(
      'create index "analytics_event_by_account" on "analytics_event" ("account_id") where "account_id" is not null;',
    );
    this.addSql(`
      create table "analytics_opt_out" (
        "tenant_id" text not null,
        "account_id" text not null,
        "opted_out_at" timestamptz not null,
        primary key ("tenant_id", "account_id")
      );`);
  }
}
