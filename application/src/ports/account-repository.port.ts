import type { AttorneyConsultMetadata, RepeatWillUserArm } from '@bequest/domain';

/** An account as stored: the login of a household and its session state. */
export interface AccountRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly email: string;
  /**
   * Whether the account holds its address: the one account of the tenant that logs in, resets and
   * verifies with it. An account started with an address another account holds keeps it as typed
   * but never receives mail at it (issue 20: get-started reveals nothing).
   */
  readonly holdsEmail: boolean;
  readonly passwordHash: string | null;
  readonly isRegistered: boolean;
  readonly isEmailConfirmed: boolean;
  readonly signInCount: number;
  readonly accountOwnerId: string;
  readonly isJointTrustPlanSelected: boolean;
  readonly attorneyConsultMetadata: AttorneyConsultMetadata;
  /** Under single sign-on, the client's wealth advisor as the firm's provider names them. */
  readonly advisorEmail: string | null;
  /** The repeat-will-user experiment arm given at get-started, or null: not in the experiment. */
  readonly repeatWillUserArm: RepeatWillUserArm | null;
  readonly sessionVersion: number;
  readonly version: number;
}

/** Who the account is at a tenant's OpenID provider: the only key single sign-on looks up. */
export interface SsoIdentity {
  readonly issuer: string;
  readonly subject: string;
}

export type NewAccount = Omit<AccountRecord, 'version' | 'sessionVersion' | 'signInCount'> & {
  readonly ssoIdentity?: SsoIdentity;
};
/** The arm is not among them: a person stays in one arm from get-started on. */
export type AccountChanges = Partial<
  Omit<
    AccountRecord,
    'id' | 'tenantId' | 'version' | 'accountOwnerId' | 'repeatWillUserArm' | 'holdsEmail'
  >
>;

/** Accounts, always looked up inside one tenant. */
export interface AccountRepository {
  findById(tenantId: string, accountId: string): Promise<AccountRecord | null>;
  /** The account that holds the address. */
  findByEmail(tenantId: string, email: string): Promise<AccountRecord | null>;
  findBySsoIdentity(
    tenantId: string,
    issuer: string,
    subject: string,
  ): Promise<AccountRecord | null>;
  /** The new account, or null when it would hold an e-mail another account of the tenant holds. */
  create(account: NewAccount): Promise<AccountRecord | null>;
  /**
   * Applies the changes when the stored version is `version`; null when it is not, or when a new
   * e-mail is already another account's. An account always holds a new e-mail.
   */
  update(
    tenantId: string,
    accountId: string,
    version: number,
    changes: AccountChanges,
  ): Promise<AccountRecord | null>;
}
export const ACCOUNT_REPOSITORY: symbol = Symbol.for('AccountRepository');
