import type { ProfileRepository, StoredProfile } from '@bequest/application';
import { ProfileSchema, type Profile } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { contextual } from '../context';
import { ProfileEntity, type ProfileRow } from './profile.entity';

const stored = (row: ProfileRow): StoredProfile => ({
  profile: ProfileSchema.parse({
    ...(row.data as object),
    randId: row.randId,
    accountId: row.accountId,
    tenantId: row.tenantId,
  }),
  version: row.version,
});

const dataOf = ({
  randId: _randId,
  accountId: _accountId,
  tenantId: _tenantId,
  ...data
}: Profile) => data;

export class MikroOrmProfileRepository implements ProfileRepository {
  constructor(private readonly em: EntityManager) {}

  async listByAccount(tenantId: string, accountId: string): Promise<StoredProfile[]> {
    const rows = await contextual(this.em).find(
      ProfileEntity,
      { tenantId, accountId },
      { orderBy: { createdAt: 'asc' }, disableIdentityMap: true },
    );
    return rows.map(stored);
  }

  async findById(
    tenantId: string,
    accountId: string,
    profileId: string,
  ): Promise<StoredProfile | null> {
    const row = await contextual(this.em).findOne(
      ProfileEntity,
      { randId: profileId, tenantId, accountId },
      { disableIdentityMap: true },
    );
    return row && stored(row);
  }

  async create(profile: Profile): Promise<StoredProfile> {
    if (!profile.tenantId || !profile.accountId) throw new Error('a profile needs its account');
    await contextual(this.em).insert(ProfileEntity, {
      randId: profile.randId,
      tenantId: profile.tenantId,
      accountId: profile.accountId,
      data: dataOf(profile),
    });
    return { profile, version: 1 };
  }

  async update(profile: Profile, version: number): Promise<StoredProfile | null> {
    if (!profile.tenantId || !profile.accountId) throw new Error('a profile needs its account');
    const updated = await contextual(this.em).nativeUpdate(
      ProfileEntity,
      { randId: profile.randId, tenantId: profile.tenantId, accountId: profile.accountId, version },
      { data: dataOf(profile), version: version + 1, updatedAt: new Date() },
    );
    return updated === 1 ? { profile, version: version + 1 } : null;
  }
}
