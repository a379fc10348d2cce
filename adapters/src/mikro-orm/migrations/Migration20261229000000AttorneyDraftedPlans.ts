import { Migration } from '@mikro-orm/migrations';

/**
 * The attorney network and the attorney-drafted plans' matching queue (issue 24).
 *
 * `attorney_network_member`: the attorneys staff keep, each with the states where they take
 * plans (a GIN index answers "who is licensed in CA") and whether they take new ones.
 *
 * `attorney_drafted_plan`: each plan a person asked an attorney to draft, with their state and
 * contact details, its status, the attorney it was matched with as they were when matched, and
 * when its current step becomes overdue (null once finalized or closed). An account has at most
 * one open plan; a plan goes with its account.
 *
 * The plans chosen before the queue existed (an owner of an advisory-firm tenant whose profile
 * says attorney_drafted) join it as requested, as of the profile's last change, overdue 10
 * business days (Monday to Friday, UTC) after, as `attorneyDraftedOverdueAt` counted then.
 */
export class Migration20261229000000AttorneyDraftedPlans extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "attorney_network_member" (
        "id" text primary key default gen_random_uuid()::text,
        "name" text not null,
        "firm" text null,
        "email" text not null,
        "phone" text null,
        "states" text[] not null,
        "active" boolean not null default true,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(
      'create index "attorney_network_member_states_index" on "attorney_network_member" using gin ("states");',
    );
    this.addSql(`
      create table "attorney_drafted_plan" (
        "id" text primary key default gen_random_uuid()::text,
        "tenant_id" text not null,
        "account_id" text not null references "account" ("id") on delete cascade,
        "profile_id" text not null,
        "state" text null,
        "contact" jsonb not null,
        "status" text not null default 'requested'
          check ("status" in ('requested', 'matched', 'drafted', 'finalized', 'closed')),
        "attorney" jsonb null,
        "requested_at" timestamptz not null,
        "overdue_at" timestamptz null,
        "matched_at" timestamptz null,
        "drafted_at" timestamptz null,
        "finalized_at" timestamptz null,
        "closed_at" timestamptz null,
        "close_reason" text null
      );`);
    this.addSql(
      'create index "attorney_drafted_plan_queue_index" on "attorney_drafted_plan" ("status", "overdue_at");',
    );
    this.addSql(
      'create index "attorney_drafted_plan_account_index" on "attorney_drafted_plan" ("tenant_id", "account_id", "requested_at");',
    );
    this.addSql(
      `create unique index "attorney_drafted_plan_one_open" on "attorney_drafted_plan" ("tenant_id", "account_id") where "status" in ('requested', 'matched', 'drafted');`,
    );
    this.addSql(`
      insert into "attorney_drafted_plan"
        ("tenant_id", "account_id", "profile_id", "state", "contact", "requested_at", "overdue_at")
      select a.tenant_id, a.id, own.rand_id,
        case when own.data->>'administrativeArea' ~ '^[A-Z]{2}$'
          then own.data->>'administrativeArea' end,
        jsonb_build_object(
          'name', nullif(concat_ws(' ', nullif(own.data->'fullName'->>'first', ''),
            nullif(own.data->'fullName'->>'middle', ''), nullif(own.data->'fullName'->>'last', '')), ''),
          'email', a.email,
          'phone', nullif(own.data->>'phone', '')),
        own.updated_at,
        (select day from generate_series(own.updated_at + interval '1 day',
            own.updated_at + interval '20 days', interval '1 day') as business(day)
          where extract(isodow from day at time zone 'UTC') < 6
          order by day offset 9 limit 1)
      from "account" a
      join "profile" own on own.rand_id = a.account_owner_id
      where a.tenant_id = 'acme-wealth' and own.data->>'clientProductType' = 'attorney_drafted';`);
  }
}
