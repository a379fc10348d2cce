import { Migration } from '@mikro-orm/migrations';

export class Migration20261123050000PartnersAndStats extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "partner" (
        "rand_id" text primary key,
        "url_name" text not null unique,
        "organization_id" text not null unique,
        "data" jsonb not null,
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`
      create table "marketing_stat" (
        "field_name" text primary key,
        "field_values" jsonb not null,
        "updated_at" timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "marketing_stat";');
    this.addSql('drop table "partner";');
  }
}
