import { Migration } from '@mikro-orm/migrations';

/**
 * A document's download is a fact about it, kept beside its versioned answers (issue 22): the
 * answers' `isDownloaded` moves to `downloaded_at`, dated by the document's last change.
 */
export class Migration20261129000000DocumentFacts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "document" add column "downloaded_at" timestamptz null;');
    this.addSql(
      `update "document" set "downloaded_at" = "updated_at" where "data"->>'isDownloaded' = 'true';`,
    );
    this.addSql(`update "document" set "data" = "data" - 'isDownloaded';`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "document" set "data" = "data" || jsonb_build_object('isDownloaded', "downloaded_at" is not null);`,
    );
    this.addSql('alter table "document" drop column "downloaded_at";');
  }
}
