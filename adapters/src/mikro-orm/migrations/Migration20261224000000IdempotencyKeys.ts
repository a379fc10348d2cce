import { Migration } from '@mikro-orm/migrations';

/**
 * Creates' idempotency keys (issue 25): one row per caller (`scope`: an account, a staff member,
 * a firm's tenant, or a guest's tenant and address) and key, with the request's fingerprint and
 * the answer it got, kept 24 hours. Written in the create's own transaction.
 */
export class Migration20261224000000IdempotencyKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "idempotency_key" (
        "scope" text not null check (char_length("scope") <= 200),
        "key" text not null check (char_length("key") <= 255),
        "fingerprint" text not null check (char_length("fingerprint") = 64),
        "created_at" timestamptz not null,
        "status" smallint null,
        "body" jsonb null,
        primary key ("scope", "key")
      );`);
    this.addSql(
      `create index "idempotency_key_created_at_index" on "idempotency_key" ("created_at");`,
    );
  }
}
