import { Migration } from '@mikro-orm/migrations';

export class Migration20261130000000StockGifts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "stock_gift" (
        "id" text primary key,
        "tenant_id" text not null,
        "account_id" text null,
        "profile_id" text null,
        "guest_key_hash" text null,
        "email_key_hash" text null,
        "receipt_key_hash" text null,
        "status" text not null,
        "recipient_ein" text not null,
        "gift" jsonb not null,
        "version" integer not null default 1,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "stock_gift_owner_or_guest" check (
          ("account_id" is not null and "profile_id" is not null and "guest_key_hash" is null)
          or ("account_id" is null and "profile_id" is null and "guest_key_hash" is not null)
        )
      );`);
    this.addSql(
      'create index "stock_gift_owner_index" on "stock_gift" ("tenant_id", "account_id", "profile_id", "created_at");',
    );
    this.addSql(`
      create table "receiving_details" (
        "ein" text primary key,
        "details" jsonb not null,
        "updated_at" timestamptz not null
      );`);
    this.addSql(`
      alter table "stored_document"
        alter column "account_id" drop not null,
        alter column "profile_id" drop not null,
        add column "gift_id" text null,
        add constraint "stored_document_of_profile_or_gift" check (
          ("account_id" is not null and "profile_id" is not null) or "gift_id" is not null
        );`);
  }

  override async down(): Promise<void> {
    this.addSql('delete from "stored_document" where "gift_id" is not null;');
    this.addSql(`
      alter table "stored_document"
        drop constraint "stored_document_of_profile_or_gift",
        drop column "gift_id",
        alter column "account_id" set not null,
        alter column "profile_id" set not null;`);
    this.addSql('drop table "receiving_details";');
    this.addSql('drop table "stock_gift";');
  }
}
