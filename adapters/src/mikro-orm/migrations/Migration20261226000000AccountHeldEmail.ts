import { Migration } from '@mikro-orm/migrations';

/**
 * An address is held by one account per tenant, but a get-started with a held address still
 * starts an account (issue 20: the form must not reveal who has one). That account keeps the
 * address as typed without holding it, so the uniqueness covers holders only.
 */
export class Migration20261226000000AccountHeldEmail extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "account" add column "holds_email" boolean not null default true;');
    this.addSql('alter table "account" drop constraint "account_tenant_email_unique";');
    this.addSql(
      'create unique index "account_tenant_email_unique" on "account" ("tenant_id", "email") where "holds_email";',
    );
  }
}
