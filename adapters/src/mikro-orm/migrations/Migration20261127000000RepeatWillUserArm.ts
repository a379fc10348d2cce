import { Migration } from '@mikro-orm/migrations';

/** The repeat-will-user experiment arm an account joined at get-started; null: not in it. */
export class Migration20261127000000RepeatWillUserArm extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "account" add column "repeat_will_user_arm" text null
        constraint "account_repeat_will_user_arm_check" check ("repeat_will_user_arm" in ('control', 'A', 'B'));`,
    );
  }
}
