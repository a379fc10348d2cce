import { Migration } from '@mikro-orm/migrations';

export class Migration20261126000000GiftConfirmations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "gift_confirmation" (
        "id" text primary key,
        "tenant_id" text not null,
        "organization_id" text null,
        "nonprofit_name" text not null,
        "nonprofit_ein" text null,
        "donor_first_name" text not null,
        "donor_last_name" text not null,
        "donor_email" text not null,
        "share_contact_details" boolean not null,
        "recognition" text not null,
        "vehicle" text not null,
        "intent" text not null,
        "percentage" integer null,
        "amount" bigint null,
        "created_at" timestamptz not null
      );`);
    this.addSql(
      'create index "gift_confirmation_organization_index" on "gift_confirmation" ("tenant_id", "organization_id", "created_at");',
    );
  }
}
