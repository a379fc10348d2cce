import { Migration } from '@mikro-orm/migrations';

export class Migration20261124000000UserEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "user_event" (
        "id" text primary key,
        "tenant_id" text not null,
        "account_id" text not null,
        "profile_id" text not null,
        "event_name" text not null,
        "value" text not null,
        "metadata" jsonb not null default '{}',
        "created_at" timestamptz not null
      );`);
    this.addSql(
      'create index "user_event_account_index" on "user_event" ("tenant_id", "account_id", "created_at");',
    );
  }
}
