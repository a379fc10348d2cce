import { Migration } from '@mikro-orm/migrations';

/**
 * Support's attorney-consult queue (issue 24): each request with the state it is offered for, the
 * contact details the person allowed to be sent to an attorney, its status, the attorney it was
 * referred to, and when it becomes overdue. An account has at most one open request; a request
 * goes with its account.
 *
 * The requests made before the queue existed (attorneyConsultRequestedAt later than any "Not
 * Interested") join it as requested with the owner's contact details as they are now, for the
 * owner's state when it is offered there, else the partner's (the states of documents.md 9 as of
 * this migration), overdue 3 business days (Monday to Friday, UTC) after they were made, as
 * `attorneyConsultOverdueAt` counts. A request from no offered state any more is not queued.
 *
 * The strategist-call queue: each scheduled call with the package whose documents the strategist
 * receives, its status, and when its documents become overdue. The calls scheduled before the
 * queue existed (SCHEDULE_STRATEGIST_CALL events) join it as scheduled, their documents overdue 2
 * business days after, as `strategistDocumentsOverdueAt` counts.
 */
export class Migration20261212000000AttorneyAndStrategistQueues extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "attorney_consult_request" (
        "id" text primary key default gen_random_uuid()::text,
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null,
        "state" text not null,
        "contact" jsonb not null,
        "status" text not null default 'requested'
          check ("status" in ('requested', 'referred', 'contacted', 'closed')),
        "attorney" text null,
        "requested_at" timestamptz not null,
        "overdue_at" timestamptz not null,
        "referred_at" timestamptz null,
        "contacted_at" timestamptz null,
        "closed_at" timestamptz null,
        "close_reason" text null
      );`);
    this.addSql(
      'create index "attorney_consult_request_queue_index" on "attorney_consult_request" ("status", "overdue_at");',
    );
    this.addSql(
      'create index "attorney_consult_request_account_index" on "attorney_consult_request" ("tenant_id", "account_id", "requested_at");',
    );
    this.addSql(
      `create unique index "attorney_consult_request_one_open" on "attorney_consult_request" ("tenant_id", "account_id") where "status" in ('requested', 'referred');`,
    );
    this.addSql(`
      with offered(code) as (values ('AZ'), ('CA'), ('CO'), ('DC'), ('IN'), ('MD'), ('MI'), ('NC'),
          ('NE'), ('NJ'), ('NM'), ('NY'), ('OH'), ('OR'), ('PA'), ('SC'), ('TN'), ('VA'), ('WA'), ('WY')),
        requested as (
          select a.*, (a.attorney_consult_metadata->>'attorneyConsultRequestedAt')::timestamptz as requested_at
          from "account" a
          where a.attorney_consult_metadata->>'attorneyConsultRequestedAt' is not null
            and (a.attorney_consult_metadata->>'attorneyConsultNotInterestedSubmittedAt' is null
              or (a.attorney_consult_metadata->>'attorneyConsultRequestedAt')::timestamptz >
                (a.attorney_consult_metadata->>'attorneyConsultNotInterestedSubmittedAt')::timestamptz))
      insert into "attorney_consult_request"
        ("tenant_id", "account_id", "profile_id", "state", "contact", "requested_at", "overdue_at")
      select r.tenant_id, r.id, r.account_owner_id, offered_state.code,
        jsonb_build_object(
          'name', nullif(concat_ws(' ', nullif(own.data->'fullName'->>'first', ''),
            nullif(own.data->'fullName'->>'middle', ''), nullif(own.data->'fullName'->>'last', '')), ''),
          'email', r.email,
          'phone', nullif(own.data->>'phone', '')),
        r.requested_at,
        (select day from generate_series(r.requested_at + interval '1 day',
            r.requested_at + interval '10 days', interval '1 day') as business(day)
          where extract(isodow from day at time zone 'UTC') < 6
          order by day offset 2 limit 1)
      from requested r
      left join "profile" own on own.rand_id = r.account_owner_id
      cross join lateral (select coalesce(
          (select o.code from offered o where o.code = own.data->>'administrativeArea'),
          (select o.code from "profile" partner
            join offered o on o.code = partner.data->>'administrativeArea'
            where partner.account_id = r.id and partner.rand_id <> r.account_owner_id
            order by partner.created_at limit 1)) as code) offered_state
      where offered_state.code is not null;`);
    this.addSql(`
      create table "strategist_call" (
        "id" text primary key default gen_random_uuid()::text,
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null,
        "package_details" jsonb not null,
        "status" text not null default 'scheduled'
          check ("status" in ('scheduled', 'documents_sent', 'held', 'cancelled')),
        "scheduled_at" timestamptz not null,
        "overdue_at" timestamptz not null,
        "documents_sent_at" timestamptz null,
        "held_at" timestamptz null,
        "cancelled_at" timestamptz null,
        "cancel_reason" text null
      );`);
    this.addSql(
      'create index "strategist_call_queue_index" on "strategist_call" ("status", "overdue_at");',
    );
    this.addSql(
      'create index "strategist_call_account_index" on "strategist_call" ("tenant_id", "account_id", "scheduled_at");',
    );
    this.addSql(`
      insert into "strategist_call"
        ("tenant_id", "account_id", "profile_id", "package_details", "scheduled_at", "overdue_at")
      select e.tenant_id, e.account_id, e.profile_id, e.package_details, e.created_at,
        (select day from generate_series(e.created_at + interval '1 day',
            e.created_at + interval '10 days', interval '1 day') as business(day)
          where extract(isodow from day at time zone 'UTC') < 6
          order by day offset 1 limit 1)
      from "product_package_event" e
      where e.event_type = 'SCHEDULE_STRATEGIST_CALL';`);
  }
}
