import { Migration } from '@mikro-orm/migrations';

/**
 * Consented delivery to nonprofits (issue 26, ADR 0032). A webhook endpoint now belongs to a firm
 * (a tenant) or to a nonprofit (a partner organization), never both, so the nonprofits' webhooks
 * share the firms' outbox, signing, retries and job. Each nonprofit has its e-mail digest's
 * contacts. Every event sent about a person is kept as sent: the person's consent ledger and the
 * staff's CSV read these rows; `seq` orders two at one instant.
 */
export class Migration20261228000000NonprofitDelivery extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "firm_webhook_endpoint" alter column "tenant_id" drop not null;');
    this.addSql(
      `alter table "firm_webhook_endpoint" add column "organization_id" text null
         references "partner" ("organization_id") on delete cascade;`,
    );
    this.addSql(
      `alter table "firm_webhook_endpoint" add constraint "webhook_endpoint_one_owner"
         check (num_nonnulls("tenant_id", "organization_id") = 1);`,
    );
    this.addSql(
      `create index "firm_webhook_endpoint_organization_index" on "firm_webhook_endpoint" ("organization_id") where "organization_id" is not null;`,
    );
    this.addSql(`
      create table "nonprofit_delivery_settings" (
        "organization_id" text primary key references "partner" ("organization_id") on delete cascade,
        "contacts" text[] not null default '{}' check (cardinality("contacts") <= 10),
        "updated_at" timestamptz not null
      );`);
    this.addSql(`
      create table "nonprofit_delivery" (
        "id" text primary key,
        "seq" bigserial not null,
        "event_id" text not null unique,
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null,
        "organization_id" text not null references "partner" ("organization_id") on delete cascade,
        "event_type" text not null check ("event_type" in ('gift.shared', 'consent.withdrawn')),
        "donor_reference" text not null,
        "body" text not null,
        "sent" boolean not null,
        "created_at" timestamptz not null
      );`);
    this.addSql(
      `create index "nonprofit_delivery_profile_index" on "nonprofit_delivery" ("profile_id", "created_at" desc, "seq" desc);`,
    );
    this.addSql(
      `create index "nonprofit_delivery_organization_index" on "nonprofit_delivery" ("organization_id", "created_at" desc) where "sent";`,
    );
  }
}
