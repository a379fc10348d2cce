import { Migration } from '@mikro-orm/migrations';

export class Migration20261123070000StorageCenter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "stored_document" (
        "id" text primary key,
        "tenant_id" text not null,
        "account_id" text not null,
        "profile_id" text not null,
        "kind" text not null,
        "document_version" integer not null,
        "purpose" text not null,
        "sha256" text not null,
        "bytes" integer not null,
        "storage_key" text not null,
        "created_at" timestamptz not null
      );`);
    this.addSql(
      'create index "stored_document_owner_index" on "stored_document" ("tenant_id", "account_id", "profile_id");',
    );
    this.addSql(
      'alter table "mail_outbox" add column "attachment_key" text null, add column "attachment_name" text null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      'alter table "mail_outbox" drop column "attachment_key", drop column "attachment_name";',
    );
    this.addSql('drop table "stored_document";');
  }
}
