import { Migration } from '@mikro-orm/migrations';

/**
 * Read-only sharing with fiduciaries (issue 29): one row per share of one document of one
 * profile with one e-mail address. The link's key and the one-time code are kept only as
 * SHA-256 hashes. Openings are logged per share. Rows go with their profile.
 */
export class Migration20261215000000FiduciaryShares extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "fiduciary_share" (
        "id" text primary key check (char_length("id") <= 100),
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null references "profile" ("rand_id") on delete cascade,
        "kind" text not null check ("kind" in ('WILL', 'RLT')),
        "document_rand_id" text not null,
        "nominee_id" text not null check (char_length("nominee_id") <= 100),
        "nominee_name" text not null,
        "role" text null,
        "email" text not null check (char_length("email") <= 254),
        "key_hash" text not null unique,
        "expires_at" timestamptz not null,
        "revoked_at" timestamptz null,
        "created_at" timestamptz not null,
        "code_hash" text null,
        "code_expires_at" timestamptz null,
        "code_attempts" integer not null default 0
      );`);
    this.addSql(
      `create index "fiduciary_share_owner_index" on "fiduciary_share" ("tenant_id", "account_id", "profile_id", "created_at" desc);`,
    );
    this.addSql(`
      create table "fiduciary_share_opening" (
        "share_id" text not null references "fiduciary_share" ("id") on delete cascade,
        "opened_at" timestamptz not null
      );`);
    this.addSql(
      `create index "fiduciary_share_opening_share_index" on "fiduciary_share_opening" ("share_id", "opened_at" desc);`,
    );
  }
}
