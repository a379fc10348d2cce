import { Migration } from '@mikro-orm/migrations';

/** Failed sign-in attempts per budget (issue 20), in place of the log-in rate limit's lock. */
export class Migration20261128000000SignInThrottle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "sign_in_failure" (
        "key" text primary key,
        "failures" integer not null,
        "last_failure_at" timestamptz not null
      );`);
    this.addSql(
      `create index "sign_in_failure_last_failure_at_index" on "sign_in_failure" ("last_failure_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table "sign_in_failure";');
  }
}
