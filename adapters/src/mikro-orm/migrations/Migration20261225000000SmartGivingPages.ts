import { Migration } from '@mikro-orm/migrations';

/**
 * A partner nonprofit's smart giving page as staff set it (issue 26): the ways to give it offers,
 * its story, its color, and the https origins that may frame its widget. A partner without a row
 * offers every way, with no story and no widget.
 */
export class Migration20261225000000SmartGivingPages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "smart_giving_page" (
        "organization_id" text primary key references "partner" ("organization_id") on delete cascade,
        "ways" jsonb not null,
        "story" text null check (char_length("story") <= 4000),
        "primary_color" text null check ("primary_color" ~ '^#[0-9a-f]{6}$'),
        "widget_origins" jsonb not null default '[]',
        "updated_at" timestamptz not null,
        "updated_by" text not null check (char_length("updated_by") <= 320)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "smart_giving_page";');
  }
}
