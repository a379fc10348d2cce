import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000000SingleSignOn extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "account" add column "sso_issuer" text null, add column "sso_subject" text null, add column "advisor_email" text null;',
    );
    this.addSql(
      'create unique index "account_sso_identity_unique" on "account" ("tenant_id", "sso_issuer", "sso_subject") where "sso_issuer" is not null;',
    );
    this.addSql(`
      create table "sso_transaction" (
        "state" text primary key,
        "tenant_id" text not null,
        "nonce" text not null,
        "code_verifier" text not null,
        "redirect_uri" text not null,
        "return_path" text not null,
        "created_at" timestamptz not null,
        "consumed_at" timestamptz null
      );`);
    this.addSql(
      'create index "sso_transaction_created_index" on "sso_transaction" ("created_at");',
    );
  }
}
