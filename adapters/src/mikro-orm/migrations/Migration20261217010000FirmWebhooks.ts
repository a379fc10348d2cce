import { Migration } from '@mikro-orm/migrations';

/**
 * Signed webhooks to partner firms (issue 25): each tenant's endpoints with the secret that signs
 * their requests (it must be read back to sign, so it is kept, not hashed), and the outbox of
 * deliveries, one per event and endpoint (the event id is the firm's idempotency key), retried
 * with back-off and kept as the endpoint's delivery log.
 */
export class Migration20261217010000FirmWebhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "firm_webhook_endpoint" (
        "id" text primary key,
        "tenant_id" text not null references "tenant_configuration" ("tenant_id") on delete cascade,
        "url" text not null check ("url" ~ '^https?://' and char_length("url") <= 2000),
        "secret" text not null,
        "created_at" timestamptz not null,
        "disabled_at" timestamptz null
      );`);
    this.addSql(
      `create index "firm_webhook_endpoint_tenant_index" on "firm_webhook_endpoint" ("tenant_id");`,
    );
    this.addSql(`
      create table "firm_webhook_delivery" (
        "id" text primary key,
        "endpoint_id" text not null references "firm_webhook_endpoint" ("id") on delete cascade,
        "event_id" text not null,
        "event_type" text not null,
        "payload" text not null,
        "status" text not null default 'queued' check ("status" in ('queued', 'delivered', 'failed')),
        "attempts" integer not null default 0,
        "next_attempt_at" timestamptz null,
        "last_status" integer null,
        "last_error" text null,
        "delivered_at" timestamptz null,
        "created_at" timestamptz not null,
        constraint "firm_webhook_delivery_event_unique" unique ("endpoint_id", "event_id")
      );`);
    this.addSql(
      `create index "firm_webhook_delivery_due_index" on "firm_webhook_delivery" ("next_attempt_at") where "status" = 'queued';`,
    );
  }
}
