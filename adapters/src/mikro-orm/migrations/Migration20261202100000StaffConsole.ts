import { Migration } from '@mikro-orm/migrations';

/**
 * The staff console (issue 24, ADR 0022): staff sessions apart from people's, the append-only
 * audit log (a trigger refuses every update, delete and truncate), and the storage center's
 * newest-first list.
 */
export class Migration20261202100000StaffConsole extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "staff_session" (
        "secret_hash" text primary key,
        "subject" text not null,
        "email" text not null,
        "name" text not null,
        "role" text not null,
        "started_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "ended_at" timestamptz null
      );`);
    this.addSql(`
      create table "staff_audit_entry" (
        "id" bigint generated always as identity primary key,
        "at" timestamptz not null,
        "staff_subject" text not null,
        "staff_email" text not null,
        "staff_name" text not null,
        "staff_role" text not null,
        "action" text not null,
        "tenant_id" text null,
        "account_id" text null,
        "subject" text null,
        "reason" text null
      );`);
    this.addSql(
      'create index "staff_audit_entry_account_index" on "staff_audit_entry" ("tenant_id", "account_id", "id") where "account_id" is not null;',
    );
    this.addSql(`
      create function "staff_audit_entry_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'staff_audit_entry is append-only';
      end;
      $$;`);
    this.addSql(`
      create trigger "staff_audit_entry_no_change" before update or delete on "staff_audit_entry"
        for each row execute function "staff_audit_entry_append_only"();`);
    this.addSql(`
      create trigger "staff_audit_entry_no_truncate" before truncate on "staff_audit_entry"
        for each statement execute function "staff_audit_entry_append_only"();`);
    this.addSql(
      'create index "stored_document_created_index" on "stored_document" ("created_at", "id");',
    );
  }
}
