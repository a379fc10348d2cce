import { Migration } from '@mikro-orm/migrations';

/**
 * Support's people search over a million accounts (issue 24, api/bench/staff-search.bench.mjs):
 * trigram indexes answer "contains" searches of the e-mail, the owner's name and the phone's
 * digits without reading every row. The name and the digits are immutable functions of a
 * profile's data, so an index can hold them and the search reads the same expression.
 */
export class Migration20261222000000PeopleSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    // concat_ws is only "stable" (it formats any type); over text it never changes.
    this.addSql(`
      create function "profile_full_name"("data" jsonb) returns text
        language sql immutable parallel safe
        as $$ select concat_ws(' ', nullif("data"->'fullName'->>'first', ''),
          nullif("data"->'fullName'->>'middle', ''), nullif("data"->'fullName'->>'last', '')) $$;`);
    this.addSql(`
      create function "phone_digits"("phone" text) returns text
        language sql immutable parallel safe
        as $$ select nullif(regexp_replace("phone", '[^0-9]', '', 'g'), '') $$;`);
    this.addSql(
      'create index "profile_full_name_trigram" on "profile" using gin ("profile_full_name"("data") gin_trgm_ops);',
    );
    this.addSql(
      `create index "profile_phone_digits_trigram" on "profile" using gin ("phone_digits"("data"->>'phone') gin_trgm_ops);`,
    );
    this.addSql(
      'create index "account_email_trigram" on "account" using gin ("email" gin_trgm_ops);',
    );
    this.addSql('create index "account_email_order" on "account" ("email", "id");');
    this.addSql('create index "account_owner_index" on "account" ("account_owner_id");');
  }

  override async down(): Promise<void> {
    for (const index of [
      'account_owner_index',
      'account_email_order',
      'account_email_trigram',
      'profile_phone_digits_trigram',
      'profile_full_name_trigram',
    ])
      this.addSql(`drop index "${index}";`);
    this.addSql('drop function "phone_digits"(text);');
    this.addSql('drop function "profile_full_name"(jsonb);');
  }
}
