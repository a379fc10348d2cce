/** What a merge did: the records moved from one account to the other, by table. */
export interface MergeReport {
  readonly moved: Readonly<Record<string, number>>;
}

/** What an erasure did: the rows removed by table, and those the law keeps. */
export interface ErasureReport {
  readonly removed: Readonly<Record<string, number>>;
  readonly kept: Readonly<Record<string, number>>;
}

/**
 * Every record of a person's account across the product's tables, for support's merge and
 * deletion on request (issue 24; docs/legal/account-deletion.md).
 */
export interface PersonRecords {
  /**
   * Moves every record of `fromAccountId` to `intoAccountId` (same tenant) and removes the emptied
   * account, in one transaction; null, with nothing changed, when a record cannot move because the
   * other account holds its one-of-a-kind twin (an open attorney consult, a trust-funding step).
   */
  merge(
    tenantId: string,
    fromAccountId: string,
    intoAccountId: string,
  ): Promise<{ readonly report: MergeReport } | { readonly conflict: string }>;
  /** Removes the account and its personal data, keeping what the law requires, in one transaction. */
  erase(tenantId: string, accountId: string, email: string): Promise<ErasureReport>;
}
export const PERSON_RECORDS: symbol = Symbol.for('PersonRecords');
