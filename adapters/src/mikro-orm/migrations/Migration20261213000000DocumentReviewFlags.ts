import { Migration } from '@mikro-orm/migrations';

/**
 * The life-event review (issue 29): a flag per finished document a life event touched, with the
 * reason, what to update and, after a move, how the new state treats the document, until the
 * person dismisses it. A document has at most one open flag per event; a flag goes with its
 * profile. `seq` keeps the order flags were raised in within one instant.
 *
 * When each profile last answered the yearly review, the questions that catch what the profile
 * cannot know: a row per profile, its latest answer.
 */
export class Migration20261213000000DocumentReviewFlags extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "document_review_flag" (
        "id" text primary key,
        "seq" bigserial not null,
        "tenant_id" text not null,
        "account_id" text not null,
        "profile_id" text not null references "profile" ("rand_id") on delete cascade,
        "kind" text not null,
        "document_id" text not null,
        "event" text not null,
        "reason" text not null,
        "to_update" text not null,
        "state_note" text null,
        "moved_from" text null,
        "flagged_at" timestamptz not null,
        "dismissed_at" timestamptz null
      );`);
    this.addSql(
      'create unique index "document_review_flag_one_open" on "document_review_flag" ("tenant_id", "account_id", "profile_id", "document_id", "event") where "dismissed_at" is null;',
    );
    this.addSql(
      'create index "document_review_flag_profile_index" on "document_review_flag" ("tenant_id", "account_id", "profile_id", "flagged_at");',
    );
    this.addSql(`
      create table "yearly_review" (
        "tenant_id" text not null,
        "account_id" text not null,
        "profile_id" text not null references "profile" ("rand_id") on delete cascade,
        "reviewed_at" timestamptz not null,
        primary key ("tenant_id", "account_id", "profile_id")
      );`);
  }
}
