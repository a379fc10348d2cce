export type OneTimeLinkPurpose = 'verify_email' | 'reset_password';

/** Secrets e-mailed as links: stored hashed, single use, with an expiry. */
export interface OneTimeLinks {
  /** A new secret for the account and purpose; the account's older ones of the purpose end. */
  create(input: {
    readonly tenantId: string;
    readonly accountId: string;
    readonly purpose: OneTimeLinkPurpose;
    readonly expiresAt: Date;
  }): Promise<string>;
  /** Ends every unused link of the account: its address is no longer the one they went to. */
  endAll(tenantId: string, accountId: string): Promise<void>;
  /** Uses the secret once: the account it was made for, or null if unknown, used or expired. */
  consume(
    tenantId: string,
    purpose: OneTimeLinkPurpose,
    secret: string,
    now: Date,
  ): Promise<string | null>;
}
export const ONE_TIME_LINKS: symbol = Symbol.for('OneTimeLinks');
