import type {
  AccountChanges,
  AccountRecord,
  AccountRepository,
  NewAccount,
} from '@bequest/application';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { contextual } from '../context';
import { AccountEntity } from './account.entity';
import { query } from '../query';

interface AccountRow {
  id: string;
  tenant_id: string;
  email: string;
  holds_email: boolean;
  password_hash: string | null;
  is_registered: boolean;
  is_email_confirmed: boolean;
  sign_in_count: number;
  account_owner_id: string;
  is_joint_trust_plan_selected: boolean;
  attorney_consult_metadata: AccountRecord['attorneyConsultMetadata'];
  advisor_email: string | null;
  repeat_will_user_arm: AccountRecord['repeatWillUserArm'];
  session_version: number;
  version: number;
}

const record = (row: AccountRow): AccountRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  email: row.email,
  holdsEmail: row.holds_email,
  passwordHash: row.password_hash,
  isRegistered: row.is_registered,
  isEmailConfirmed: row.is_email_confirmed,
  signInCount: row.sign_in_count,
  accountOwnerId: row.account_owner_id,
  isJointTrustPlanSelected: row.is_joint_trust_plan_selected,
  attorneyConsultMetadata: row.attorney_consult_metadata,
  advisorEmail: row.advisor_email,
  repeatWillUserArm: row.repeat_will_user_arm,
  sessionVersion: row.session_version,
  version: row.version,
});

const COLUMNS = `id, tenant_id, email, holds_email, password_hash, is_registered, is_email_confirmed, sign_in_count,
  account_owner_id, is_joint_trust_plan_selected, attorney_consult_metadata, advisor_email,
  repeat_will_user_arm, session_version, version`;

/** Reads are plain SQL (every request reads its account); writes go through the entity. */
export class MikroOrmAccountRepository implements AccountRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(tenantId: string, accountId: string): Promise<AccountRecord | null> {
    const rows = await query<AccountRow>(
      this.em,
      `select ${COLUMNS} from account where id = ? and tenant_id = ?`,
      [accountId, tenantId],
      'account_by_id',
    );
    return rows[0] ? record(rows[0]) : null;
  }

  async findByEmail(tenantId: string, email: string): Promise<AccountRecord | null> {
    const rows = await query<AccountRow>(
      this.em,
      `select ${COLUMNS} from account where tenant_id = ? and email = ? and holds_email`,
      [tenantId, email.toLowerCase()],
    );
    return rows[0] ? record(rows[0]) : null;
  }

  async findBySsoIdentity(
    tenantId: string,
    issuer: string,
    subject: string,
  ): Promise<AccountRecord | null> {
    const rows = await query<AccountRow>(
      this.em,
      `select ${COLUMNS} from account where tenant_id = ? and sso_issuer = ? and sso_subject = ?`,
      [tenantId, issuer, subject],
    );
    return rows[0] ? record(rows[0]) : null;
  }

  async create({ ssoIdentity, ...account }: NewAccount): Promise<AccountRecord | null> {
    const em = contextual(this.em);
    try {
      await em.insert(AccountEntity, {
        ...account,
        email: account.email.toLowerCase(),
        ssoIssuer: ssoIdentity?.issuer ?? null,
        ssoSubject: ssoIdentity?.subject ?? null,
      });
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
    try {
      const updated = await contextual(this.em).nativeUpdate(
        AccountEntity,
        { id: accountId, tenantId, version },
        {
          ...changes,
          ...(changes.email !== undefined && {
            email: changes.email.toLowerCase(),
            holdsEmail: true,
          }),
          version: version + 1,
          updatedAt: new Date(),
        },
      );
      return updated === 1 ? this.findById(tenantId, accountId) : null;
    } catch (error) {
      // A new e-mail that another account of the tenant took first.
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }
}
