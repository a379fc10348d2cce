import type {
  ProductPackageDetails,
  StrategistCallStatus,
  StrategistCallStep,
} from '@bequest/domain';
import type { ListPage, ListPageRequest } from './paging';

export interface NewStrategistCall {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
  /** The package whose documents the strategist receives, as the event recorded it. */
  readonly packageDetails: ProductPackageDetails;
  readonly scheduledAt: Date;
  readonly overdueAt: Date;
}

/** A call in the queue, with its person's name and e-mail as the account has them now. */
export interface StrategistCallRecord extends NewStrategistCall {
  readonly id: string;
  readonly person: string | null;
  readonly email: string;
  readonly status: StrategistCallStatus;
  readonly documentsSentAt: Date | null;
  readonly heldAt: Date | null;
  readonly cancelledAt: Date | null;
  readonly cancelReason: string | null;
}

export interface StrategistCallFilter {
  readonly status?: StrategistCallStatus;
}

/** The strategist-call queue (issue 24). */
export interface StrategistCalls {
  /** Answers the new call's id. */
  open(call: NewStrategistCall): Promise<string>;
  /** Calls awaiting documents first, the most overdue on top; then those awaiting the call; then closed. */
  search(
    filter: StrategistCallFilter,
    page: ListPageRequest,
  ): Promise<ListPage<StrategistCallRecord>>;
  find(id: string): Promise<StrategistCallRecord | null>;
  /** Moves a call on only if it is still in `from`; null when someone moved it first. */
  move(
    id: string,
    from: StrategistCallStatus,
    to: StrategistCallStep,
    at: Date,
    cancelReason: string | null,
  ): Promise<StrategistCallRecord | null>;
  /** A person's own calls, newest first. */
  listForAccount(tenantId: string, accountId: string): Promise<StrategistCallRecord[]>;
}
export const STRATEGIST_CALLS: symbol = Symbol.for('StrategistCalls');
