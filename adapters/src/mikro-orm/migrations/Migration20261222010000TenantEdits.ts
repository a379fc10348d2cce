import { Migration } from '@mikro-orm/migrations';

/**
 * The staff console's edits of a tenant's configuration (issue 24), kept apart from the seeded
 * defaults and laid over them on every read (domain `applyConfigurationEdits`).
 */
export class Migration20261222010000TenantEdits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "tenant_configuration"
        add column "edits" jsonb not null default '{}',
        add column "edited_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "tenant_configuration" drop column "edits", drop column "edited_at";');
  }
}
