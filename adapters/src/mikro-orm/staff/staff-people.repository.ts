import type {
  ListPage,
  ListPageRequest,
  PersonSummaryRecord,
  StaffPeopleDirectory,
} from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';
import { containing, pageLimits, PROFILE_NAME_SQL } from './like-pattern';

interface PersonRow {
  id: string;
  tenant_id: string;
  email: string;
  name: string;
  created_at: Date;
}

const PEOPLE = `from account a left join profile p on p.rand_id = a.account_owner_id`;
const COLUMNS = `a.id, a.tenant_id, a.email, a.created_at, ${PROFILE_NAME_SQL} as name`;

const personOf = (row: PersonRow): PersonSummaryRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  email: row.email,
  name: row.name,
  createdAt: row.created_at,
});

/** Accounts across every tenant, with their owner's name: support's search (issue 24). */
export class PostgresStaffPeopleDirectory implements StaffPeopleDirectory {
  constructor(private readonly em: EntityManager) {}

  async search(
    text: string | undefined,
    page: ListPageRequest,
  ): Promise<ListPage<PersonSummaryRecord>> {
    const where = text ? `where a.id = ? or a.email ilike ? or ${PROFILE_NAME_SQL} ilike ?` : '';
    const values = text ? [text, containing(text), containing(text)] : [];
    const rows = await query<PersonRow>(
      this.em,
      `select ${COLUMNS} ${PEOPLE} ${where} order by a.email, a.id limit ? offset ?`,
      [...values, ...pageLimits(page)],
    );
    const [count] = await query<{ total: string }>(
      this.em,
      `select count(*) as total ${PEOPLE} ${where}`,
      values,
    );
    return { items: rows.map(personOf), total: Number(count?.total ?? 0) };
  }

  async find(accountId: string): Promise<PersonSummaryRecord | null> {
    const [row] = await query<PersonRow>(this.em, `select ${COLUMNS} ${PEOPLE} where a.id = ?`, [
      accountId,
    ]);
    return row ? personOf(row) : null;
  }
}
