import type { FundingStepStatus } from '@bequest/domain';

/** Whose trust the funding steps are of: always one profile inside one tenant and account. */
export interface FundingOwnerScope {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
}

/** A step's status as it is kept, with when it last changed. */
export interface StoredFundingStatus {
  readonly stepKey: string;
  readonly status: FundingStepStatus;
  readonly updatedAt: Date;
}

/** Where the trust funding steps' statuses are kept (issue 29); a step never set is not started. */
export interface TrustFundingStatuses {
  /** The profile's kept statuses, by step key. */
  list(owner: FundingOwnerScope): Promise<readonly StoredFundingStatus[]>;
  /** Sets one step's status, replacing what was kept. */
  save(
    owner: FundingOwnerScope,
    stepKey: string,
    status: FundingStepStatus,
    at: Date,
  ): Promise<void>;
}
export const TRUST_FUNDING_STATUSES: symbol = Symbol.for('TrustFundingStatuses');
