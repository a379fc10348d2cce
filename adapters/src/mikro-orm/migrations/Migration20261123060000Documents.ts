import { Migration } from '@mikro-orm/migrations';

export class Migration20261123060000Documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "document" (
        "rand_id" text primary key,
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null references "profile" ("rand_id") on delete cascade,
        "kind" text not null,
        "data" jsonb not null,
        "version" integer not null default 1,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "document_profile_kind_unique" unique ("profile_id", "kind")
      );`);
    this.addSql('create index "document_account_index" on "document" ("tenant_id", "account_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table "document";');
  }
}
