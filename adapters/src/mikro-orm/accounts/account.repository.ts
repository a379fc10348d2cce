import type {
  AccountChanges,
  AccountRecord,
  AccountRepository,
  NewAccount,
} from '@bequest/application';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { contextual } from '../context';
import { AccountEntity, type AccountRow } from './account.entity';

const record = (row: AccountRow): AccountRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  email: row.email,
  passwordHash: row.passwordHash,
  isRegistered: row.isRegistered,
  isEmailConfirmed: row.isEmailConfirmed,
  signInCount: row.signInCount,
  accountOwnerId: row.accountOwnerId,
  isJointTrustPlanSelected: row.isJointTrustPlanSelected,
  attorneyConsultMetadata: row.attorneyConsultMetadata,
  sessionVersion: row.sessionVersion,
  version: row.version,
});

export class MikroOrmAccountRepository implements AccountRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(tenantId: string, accountId: string): Promise<AccountRecord | null> {
    const row = await contextual(this.em).findOne(
      AccountEntity,
      { id: accountId, tenantId },
      { disableIdentityMap: true },
    );
    return row && record(row);
  }

  async findByEmail(tenantId: string, email: string): Promise<AccountRecord | null> {
    const row = await contextual(this.em).findOne(
      AccountEntity,
      { tenantId, email: email.toLowerCase() },
      { disableIdentityMap: true },
    );
    return row && record(row);
  }

  async create(account: NewAccount): Promise<AccountRecord | null> {
    const em = contextual(this.em);
    try {
      await em.insert(AccountEntity, { ...account, email: account.email.toLowerCase() });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
    return this.findById(account.tenantId, account.id);
  }

  async update(
    tenantId: string,
    accountId: string,
    version: number,
    changes: AccountChanges,
  ): Promise<AccountRecord | null> {
    const updated = await contextual(this.em).nativeUpdate(
      AccountEntity,
      { id: accountId, tenantId, version },
      { ...changes, version: version + 1, updatedAt: new Date() },
    );
    return updated === 1 ? this.findById(tenantId, accountId) : null;
  }
}
