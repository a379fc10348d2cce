import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox as staff read it (issue 24): a message's one-time code sealed like its link, whether
 * it held either (then it cannot be sent again as it was), and which message a copy resends.
 * Messages that already left may have held a link that is gone: they count as having held one.
 */
export class Migration20261223000000OutboxForStaff extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "mail_outbox"
        add column "sealed_code" text null,
        add column "carries_secret" boolean not null default false,
        add column "resent_from" text null;`);
    this.addSql(`
      update "mail_outbox" set "carries_secret" = true
        where "status" <> 'queued' or "sealed_link" is not null or "values" ? 'code';`);
    this.addSql(
      `update "mail_outbox" set "values" = "values" - 'code' where "status" <> 'queued';`,
    );
    this.addSql('create index "mail_outbox_created_index" on "mail_outbox" ("created_at" desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index "mail_outbox_created_index";');
    this.addSql(`
      alter table "mail_outbox"
        drop column "resent_from", drop column "carries_secret", drop column "sealed_code";`);
  }
}
