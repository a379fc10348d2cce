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

/** A profile's funding reminders: when the last was sent, and whether the person stopped them. */
export interface FundingReminderRecord {
  readonly lastSentAt: Date | null;
  readonly stoppedAt: Date | null;
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
  /** The profile's reminders; never sent and not stopped when nothing is kept. */
  reminders(owner: FundingOwnerScope): Promise<FundingReminderRecord>;
  /** Stops the profile's reminders at `at`, or lets them start again. */
  setRemindersStopped(owner: FundingOwnerScope, stopped: boolean, at: Date): Promise<void>;
  /** Records that a reminder was sent at `at`, or that none was needed then (every step done). */
  markReminded(owner: FundingOwnerScope, at: Date): Promise<void>;
  /**
   * Up to `limit` profiles whose trust was finished at or before `finishedBefore`, whose reminders
   * are not stopped and were last recorded at or before `remindedBefore`, or never, the longest
   * waiting first; the use case decides which are due.
   */
  reminderCandidates(
    window: { readonly remindedBefore: Date; readonly finishedBefore: Date },
    limit: number,
  ): Promise<readonly FundingOwnerScope[]>;
}
export const TRUST_FUNDING_STATUSES: symbol = Symbol.for('TrustFundingStatuses');
