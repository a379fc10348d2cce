import { Migration } from '@mikro-orm/migrations';

export class Migration20261122170000TenantConfiguration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "tenant_configuration" (
        "tenant_id" text primary key,
        "configuration" jsonb not null,
        "version" integer not null default 1,
        "updated_at" timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "tenant_configuration";');
  }
}
