import { Migration } from '@mikro-orm/migrations';

/**
 * The nonprofit directory (issue 23): the organizations of the IRS master file, searched by the
 * words of their name and city with PostgreSQL's own full-text index (no extension needed).
 */
export class Migration20261129010000ExemptOrganizations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "exempt_organization" (
        "ein" text primary key,
        "legal_name" text not null,
        "care_of" text null,
        "street" text not null,
        "city" text not null,
        "state" text not null,
        "postal_code" text not null,
        "subsection" text not null,
        "deductible" boolean not null,
        "foundation_code" text not null,
        "ntee_code" text null,
        "search" tsvector generated always as
          (to_tsvector('simple', "legal_name" || ' ' || "city")) stored
      );`);
    this.addSql(
      'create index "exempt_organization_search" on "exempt_organization" using gin ("search");',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table "exempt_organization";');
  }
}
