import type {
  AccountChanges,
  AccountRecord,
  AccountRepository,
  NewAccount,
} from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation, query } from '../query';

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

/** The column each changeable field is kept in. */
const CHANGE_COLUMNS = {
  email: 'email',
  passwordHash: 'password_hash',
  isRegistered: 'is_registered',
  isEmailConfirmed: 'is_email_confirmed',
  signInCount: 'sign_in_count',
  isJointTrustPlanSelected: 'is_joint_trust_plan_selected',
  attorneyConsultMetadata: 'attorney_consult_metadata',
  advisorEmail: 'advisor_email',
  sessionVersion: 'session_version',
} as const satisfies Record<keyof AccountChanges, string>;

const columnValue = (field: keyof AccountChanges, value: unknown): unknown =>
  field === 'attorneyConsultMetadata' ? JSON.stringify(value) : value;

export class PostgresAccountRepository implements AccountRepository {
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
    try {
      const rows = await query<AccountRow>(
        this.em,
        `insert into account (id, tenant_id, email, holds_email, password_hash, is_registered,
           is_email_confirmed, account_owner_id, is_joint_trust_plan_selected,
           attorney_consult_metadata, advisor_email, repeat_will_user_arm, sso_issuer, sso_subject)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)
         returning ${COLUMNS}`,
        [
          account.id,
          account.tenantId,
          account.email.toLowerCase(),
          account.holdsEmail,
          account.passwordHash,
          account.isRegistered,
          account.isEmailConfirmed,
          account.accountOwnerId,
          account.isJointTrustPlanSelected,
          JSON.stringify(account.attorneyConsultMetadata),
          account.advisorEmail,
          account.repeatWillUserArm,
          ssoIdentity?.issuer ?? null,
          ssoIdentity?.subject ?? null,
        ],
      );
      return rows[0] ? record(rows[0]) : null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async update(
    tenantId: string,
    accountId: string,
    version: number,
    changes: AccountChanges,
  ): Promise<AccountRecord | null> {
    const fields = (Object.keys(changes) as (keyof AccountChanges)[]).filter(
      (field) => changes[field] !== undefined,
    );
    const sets = fields.map((field) =>
      field === 'attorneyConsultMetadata'
        ? `${CHANGE_COLUMNS[field]} = ?::jsonb`
        : `${CHANGE_COLUMNS[field]} = ?`,
    );
    const values = fields.map((field) =>
      columnValue(field, field === 'email' ? changes.email?.toLowerCase() : changes[field]),
    );
    if (changes.email !== undefined) sets.push('holds_email = true');
    try {
      const rows = await query<AccountRow>(
        this.em,
        `update account set ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
         where id = ? and tenant_id = ? and version = ?
         returning ${COLUMNS}`,
        [...values, accountId, tenantId, version],
      );
      return rows[0] ? record(rows[0]) : null;
    } catch (error) {
      // A new e-mail that another account of the tenant took first.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }
}
