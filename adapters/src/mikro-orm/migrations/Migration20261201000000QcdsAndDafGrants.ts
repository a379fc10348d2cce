import { Migration } from '@mikro-orm/migrations';

/** A signed-in donor's QCDs and DAF grant recommendations (issue 23): no guest, so always owned. */
const ownedGiftTable = (table: string) => `
  create table "${table}" (
    "id" text primary key,
    "tenant_id" text not null,
    "account_id" text not null,
    "profile_id" text not null,
    "status" text not null,
    "recipient_ein" text not null,
    "gift" jsonb not null,
    "version" integer not null default 1,
    "created_at" timestamptz not null,
    "updated_at" timestamptz not null
  );`;

export class Migration20261201000000QcdsAndDafGrants extends Migration {
  override async up(): Promise<void> {
    for (const table of ['qcd_gift', 'daf_grant']) {
      this.addSql(ownedGiftTable(table));
      this.addSql(
        `create index "${table}_owner_index" on "${table}" ("tenant_id", "account_id", "profile_id", "created_at");`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(
      `delete from "stored_document" where "kind" in ('QCD_CUSTODIAN_LETTER', 'DAF_GRANT_RECOMMENDATION');`,
    );
    this.addSql('drop table "daf_grant";');
    this.addSql('drop table "qcd_gift";');
  }
}
