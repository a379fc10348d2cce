import { Migration } from '@mikro-orm/migrations';

/** A queued e-mail's one-time link, kept encrypted until it is sent (issue 20). */
export class Migration20261128010000SealedMailLinks extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "mail_outbox" add column "sealed_link" text null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "mail_outbox" drop column "sealed_link";');
  }
}
