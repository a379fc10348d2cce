import type {
  ListPage,
  ListPageRequest,
  PeopleSearch,
  PersonSummaryRecord,
  StaffPeopleDirectory,
} from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';
import { containing, likeLiteral, pageLimits, PROFILE_NAME_SQL } from './like-pattern';

interface PersonRow {
  id: string;
  tenant_id: string;
  email: string;
  name: string;
  created_at: Date;
  holds_email: boolean;
}

const PEOPLE = `account a left join profile p on p.rand_id = a.account_owner_id`;
const COLUMNS = `a.id, a.tenant_id, a.email, a.holds_email, a.created_at, ${PROFILE_NAME_SQL} as name`;

/**
 * The listing without a search counts no further than this: counting a million accounts on every
 * page would read them all, and no one pages that far; a search narrows it instead.
 */
export const PEOPLE_LISTING_COUNT_CAP = 10_000;

const personOf = (row: PersonRow): PersonSummaryRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  email: row.email,
  name: row.name,
  createdAt: row.created_at,
  holdsEmail: row.holds_email,
});

/**
 * The ids of the accounts a search finds: each way of finding one its own branch, so each uses its
 * own index (the id's key, the e-mail's and the owner's name's and phone's trigrams); one OR
 * across the joined tables would read them all.
 */
const matching = (search: PeopleSearch) => {
  const owners = 'profile p join account a on a.account_owner_id = p.rand_id';
  const branches = [
    'select a.id from account a where a.id = ?',
    'select a.id from account a where a.email ilike ?',
    `select a.id from ${owners} where ${PROFILE_NAME_SQL} ilike ?`,
  ];
  const values: unknown[] = [search.text, containing(search.text), containing(search.text)];
  if (search.phoneDigits) {
    branches.push(`select a.id from ${owners} where phone_digits(p.data->>'phone') like ?`);
    values.push(`%${likeLiteral(search.phoneDigits)}%`);
  }
  return { sql: branches.join(' union '), values };
};

/** Accounts across every tenant, with their owner's name: support's search (issue 24). */
export class PostgresStaffPeopleDirectory implements StaffPeopleDirectory {
  constructor(private readonly em: EntityManager) {}

  async search(
    search: PeopleSearch | undefined,
    page: ListPageRequest,
  ): Promise<ListPage<PersonSummaryRecord>> {
    if (!search) {
      const rows = await query<PersonRow>(
        this.em,
        `select ${COLUMNS} from ${PEOPLE} order by a.email, a.id limit ? offset ?`,
        pageLimits(page),
      );
      const [count] = await query<{ total: string }>(
        this.em,
        'select count(*) as total from (select 1 from account limit ?) capped',
        [PEOPLE_LISTING_COUNT_CAP],
      );
      return { items: rows.map(personOf), total: Number(count?.total ?? 0) };
    }
    const hits = matching(search);
    const rows = await query<PersonRow>(
      this.em,
      `select ${COLUMNS} from (${hits.sql}) hit join ${PEOPLE} on a.id = hit.id
        order by a.email, a.id limit ? offset ?`,
      [...hits.values, ...pageLimits(page)],
    );
    const [count] = await query<{ total: string }>(
      this.em,
      `select count(*) as total from (${hits.sql}) hit`,
      hits.values,
    );
    return { items: rows.map(personOf), total: Number(count?.total ?? 0) };
  }

  async find(accountId: string): Promise<PersonSummaryRecord | null> {
    const [row] = await query<PersonRow>(
      this.em,
      `select ${COLUMNS} from ${PEOPLE} where a.id = ?`,
      [accountId],
    );
    return row ? personOf(row) : null;
  }
}
