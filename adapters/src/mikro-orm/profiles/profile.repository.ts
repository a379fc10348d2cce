import type { ProfileRepository, StoredProfile } from '@bequest/application';
import { ProfileSchema, type Profile } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

interface Row {
  rand_id: string;
  tenant_id: string;
  account_id: string;
  data: object;
  version: number;
}

const stored = (row: Row): StoredProfile => ({
  profile: ProfileSchema.parse({
    ...row.data,
    randId: row.rand_id,
    accountId: row.account_id,
    tenantId: row.tenant_id,
  }),
  version: row.version,
});

const COLUMNS = 'rand_id, tenant_id, account_id, data, version';

const dataOf = ({
  randId: _randId,
  accountId: _accountId,
  tenantId: _tenantId,
  ...data
}: Profile) => data;

export class PostgresProfileRepository implements ProfileRepository {
  constructor(private readonly em: EntityManager) {}

  async listByAccount(tenantId: string, accountId: string): Promise<StoredProfile[]> {
    const rows = await query<Row>(
      this.em,
      `select ${COLUMNS} from profile where tenant_id = ? and account_id = ? order by created_at`,
      [tenantId, accountId],
      'profiles_of_account',
    );
    return rows.map(stored);
  }

  async findById(
    tenantId: string,
    accountId: string,
    profileId: string,
  ): Promise<StoredProfile | null> {
    const rows = await query<Row>(
      this.em,
      `select ${COLUMNS} from profile where rand_id = ? and tenant_id = ? and account_id = ?`,
      [profileId, tenantId, accountId],
    );
    return rows[0] ? stored(rows[0]) : null;
  }

  async create(profile: Profile): Promise<StoredProfile> {
    if (!profile.tenantId || !profile.accountId) throw new Error('a profile needs its account');
    await query(
      this.em,
      'insert into profile (rand_id, tenant_id, account_id, data) values (?, ?, ?, ?::jsonb)',
      [profile.randId, profile.tenantId, profile.accountId, JSON.stringify(dataOf(profile))],
    );
    return { profile, version: 1 };
  }

  async update(profile: Profile, version: number): Promise<StoredProfile | null> {
    if (!profile.tenantId || !profile.accountId) throw new Error('a profile needs its account');
    const updated = await query(
      this.em,
      `update profile set data = ?::jsonb, version = version + 1, updated_at = now()
       where rand_id = ? and tenant_id = ? and account_id = ? and version = ?
       returning rand_id`,
      [
        JSON.stringify(dataOf(profile)),
        profile.randId,
        profile.tenantId,
        profile.accountId,
        version,
      ],
    );
    return updated.length === 1 ? { profile, version: version + 1 } : null;
  }
}
