import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010000SlugRedirects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "organization_slug_alias" (
        "old_slug" text primary key,
        "slug" text not null,
        "created_at" timestamptz not null default now(),
        constraint "organization_slug_alias_renamed" check ("old_slug" <> "slug")
      );`);
    this.addSql(`
      create table "external_partner_page" (
        "slug" text primary key,
        "created_at" timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "external_partner_page";');
    this.addSql('drop table "organization_slug_alias";');
  }
}
