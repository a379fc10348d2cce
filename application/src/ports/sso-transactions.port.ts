import type { SsoChecks } from './identity-provider.port';

/** One sign-in in flight: what the callback must match, kept until it is used once. */
export interface SsoTransaction extends SsoChecks {
  readonly tenantId: string;
  readonly redirectUri: string;
  /** Where the person goes once signed in. */
  readonly returnPath: string;
  readonly createdAt: Date;
}

export interface SsoTransactions {
  save(transaction: SsoTransaction): Promise<void>;
  /**
   * The tenant's transaction for `state`, marked used in the same step, or null when there is
   * none, it was used already, or it started before `notBefore`.
   */
  consume(tenantId: string, state: string, notBefore: Date): Promise<SsoTransaction | null>;
}
export const SSO_TRANSACTIONS: symbol = Symbol.for('SsoTransactions');
