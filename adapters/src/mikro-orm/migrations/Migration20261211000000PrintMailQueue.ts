import { Migration } from '@mikro-orm/migrations';

/**
 * Fulfilment's print-and-mail queue (issue 24): each request with the address the person gave,
 * the storage center's copies to print, its status and when it becomes overdue. A request goes
 * with its account.
 */
export class Migration20261211000000PrintMailQueue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "print_mail_request" (
        "id" text primary key default gen_random_uuid()::text,
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null,
        "mailing_address" jsonb not null,
        "documents" jsonb not null,
        "status" text not null default 'requested'
          check ("status" in ('requested', 'printed', 'mailed', 'delivered', 'cancelled')),
        "requested_at" timestamptz not null,
        "overdue_at" timestamptz not null,
        "printed_at" timestamptz null,
        "mailed_at" timestamptz null,
        "delivered_at" timestamptz null,
        "cancelled_at" timestamptz null,
        "cancel_reason" text null
      );`);
    this.addSql(
      'create index "print_mail_request_queue_index" on "print_mail_request" ("status", "overdue_at");',
    );
    this.addSql(
      'create index "print_mail_request_account_index" on "print_mail_request" ("tenant_id", "account_id", "requested_at");',
    );
  }
}
