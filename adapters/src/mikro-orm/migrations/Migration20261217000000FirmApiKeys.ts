import { Migration } from '@mikro-orm/migrations';

/**
 * Partner firms' API keys (issue 25): one row per key of one tenant, with its label and scopes.
 * The key itself is never kept, only the SHA-256 hash of the whole key; the id is the key's
 * public part. A key stops working at `revoked_at`, which a rotation sets in the future (its
 * grace) and a revocation sets now.
 */
export class Migration20261217000000FirmApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "firm_api_key" (
        "id" text primary key check ("id" ~ '^[0-9a-f]{16}$'),
        "tenant_id" text not null references "tenant_configuration" ("tenant_id") on delete cascade,
        "label" text not null check (char_length("label") between 1 and 100),
        "scopes" text[] not null check (cardinality("scopes") > 0),
        "key_hash" text not null unique,
        "created_at" timestamptz not null,
        "created_by" text not null,
        "last_used_at" timestamptz null,
        "revoked_at" timestamptz null,
        "replaced_by" text null references "firm_api_key" ("id")
      );`);
    this.addSql(
      `create index "firm_api_key_tenant_index" on "firm_api_key" ("tenant_id", "created_at" desc);`,
    );
    this.addSql(`create index "account_tenant_id_index" on "account" ("tenant_id", "id");`);
  }
}
