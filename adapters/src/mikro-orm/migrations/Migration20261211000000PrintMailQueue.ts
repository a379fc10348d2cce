import { Migration } from '@mikro-orm/migrations';

/**
 * Fulfilment's print-and-mail queue (issue 24): each request with the address the person gave,
 * the storage center's copies to print, its status and when it becomes overdue. A request goes
 * with its account. The requests made before the queue existed join it as requested, with the
 * copies their request kept for the mail, overdue 10 business days (Monday to Friday, UTC) after
 * they were asked, as `printMailOverdueAt` counts.
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
    // A request renders its copies, then records its event: the copies are those of the minutes
    // before the event, the newest of each kind.
    this.addSql(`
      insert into "print_mail_request"
        ("tenant_id", "account_id", "profile_id", "mailing_address", "documents", "requested_at", "overdue_at")
      select e.tenant_id, e.account_id, e.profile_id, e.mailing_address,
        coalesce((
          select jsonb_agg(jsonb_build_object('kind', s.kind, 'storageKey', s.storage_key, 'sha256', s.sha256)
            order by s.created_at)
          from (
            select distinct on (kind) kind, storage_key, sha256, created_at from "stored_document"
            where tenant_id = e.tenant_id and account_id = e.account_id and profile_id = e.profile_id
              and purpose = 'mail' and created_at <= e.created_at
              and created_at > e.created_at - interval '10 minutes'
            order by kind, created_at desc
          ) s
        ), '[]'::jsonb),
        e.created_at,
        (select day from generate_series(e.created_at + interval '1 day',
            e.created_at + interval '20 days', interval '1 day') as business(day)
          where extract(isodow from day at time zone 'UTC') < 6
          order by day offset 9 limit 1)
      from "product_package_event" e
      where e.event_type = 'REQUEST_PRINT_AND_MAIL' and e.mailing_address is not null;`);
  }
}
