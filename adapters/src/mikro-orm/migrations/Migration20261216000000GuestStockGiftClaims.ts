import { Migration } from '@mikro-orm/migrations';

/**
 * A guest's gift of securities joins the account of the same confirmed e-mail (ADR 0026): a
 * claimed gift has an owner and keeps its guest key, so the links e-mailed to the guest still
 * open it; guests' gifts are found by the donor's address, without regard to case.
 */
export class Migration20261216000000GuestStockGiftClaims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "stock_gift"
        drop constraint "stock_gift_owner_or_guest",
        add constraint "stock_gift_owner_or_guest" check (
          ("account_id" is not null and "profile_id" is not null)
          or ("account_id" is null and "profile_id" is null and "guest_key_hash" is not null)
        );`);
    this.addSql(
      `create index "stock_gift_unclaimed_donor_email_index" on "stock_gift"
         ("tenant_id", lower("gift"->'donor'->>'email')) where "account_id" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index "stock_gift_unclaimed_donor_email_index";');
    this.addSql('update "stock_gift" set "guest_key_hash" = null where "account_id" is not null;');
    this.addSql(`
      alter table "stock_gift"
        drop constraint "stock_gift_owner_or_guest",
        add constraint "stock_gift_owner_or_guest" check (
          ("account_id" is not null and "profile_id" is not null and "guest_key_hash" is null)
          or ("account_id" is null and "profile_id" is null and "guest_key_hash" is not null)
        );`);
  }
}
