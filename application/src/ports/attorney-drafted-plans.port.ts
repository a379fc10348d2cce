import type {
  AttorneyDraftedPlanStatus,
  AttorneyDraftedPlanStep,
  AttorneyNetworkMember,
  UsStateCode,
} from '@bequest/domain';
import type { ListPage, ListPageRequest } from './paging';

/** The person as the matched attorney needs them: name, e-mail and phone when they asked. */
export interface AttorneyDraftedContact {
  readonly name: string | null;
  readonly email: string;
  readonly phone: string | null;
}

export interface NewAttorneyDraftedPlan {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
  /** The owner's state of residence, where the attorney must be licensed; null when not given. */
  readonly state: UsStateCode | null;
  readonly contact: AttorneyDraftedContact;
  readonly requestedAt: Date;
  readonly overdueAt: Date;
}

/** The matched attorney as they were when matched: what the person was told. */
export interface MatchedAttorney {
  readonly id: string;
  readonly name: string;
  readonly firm: string | null;
  readonly email: string;
  readonly phone: string | null;
}

export interface AttorneyDraftedPlanRecord extends Omit<NewAttorneyDraftedPlan, 'overdueAt'> {
  readonly id: string;
  readonly status: AttorneyDraftedPlanStatus;
  /** When the status it waits in becomes overdue; null once finalized or closed. */
  readonly overdueAt: Date | null;
  readonly attorney: MatchedAttorney | null;
  readonly matchedAt: Date | null;
  readonly draftedAt: Date | null;
  readonly finalizedAt: Date | null;
  readonly closedAt: Date | null;
  readonly closeReason: string | null;
}

export interface AttorneyDraftedPlanFilter {
  readonly status?: AttorneyDraftedPlanStatus;
}

/** What a step writes besides the status, its time and the next overdue time. */
export interface AttorneyDraftedPlanMove {
  readonly attorney?: MatchedAttorney;
  readonly closeReason?: string;
  readonly overdueAt: Date | null;
}

/** The attorney-drafted plans' queue (issue 24). */
export interface AttorneyDraftedPlans {
  /** Queues the plan unless the account already has one open; false when it had. */
  open(plan: NewAttorneyDraftedPlan): Promise<boolean>;
  /** Open plans first, the soonest (or longest) overdue at the top; then the rest, newest first. */
  search(
    filter: AttorneyDraftedPlanFilter,
    page: ListPageRequest,
  ): Promise<ListPage<AttorneyDraftedPlanRecord>>;
  find(id: string): Promise<AttorneyDraftedPlanRecord | null>;
  /** Moves a plan on only if it is still in `from`; null when someone moved it first. */
  move(
    id: string,
    from: AttorneyDraftedPlanStatus,
    to: AttorneyDraftedPlanStep,
    at: Date,
    details: AttorneyDraftedPlanMove,
  ): Promise<AttorneyDraftedPlanRecord | null>;
  /** A person's own plans, newest first. */
  listForAccount(tenantId: string, accountId: string): Promise<AttorneyDraftedPlanRecord[]>;
}
export const ATTORNEY_DRAFTED_PLANS: symbol = Symbol.for('AttorneyDraftedPlans');

export interface AttorneyNetworkMemberRecord extends AttorneyNetworkMember {
  readonly id: string;
  readonly updatedAt: Date;
}

export interface AttorneyNetworkFilter {
  /** Only the attorneys licensed in this state. */
  readonly state?: UsStateCode;
  /** Only the active ones. */
  readonly active?: boolean;
}

/** The attorney network, per state, as staff keep it (issue 24). */
export interface AttorneyNetwork {
  list(filter: AttorneyNetworkFilter): Promise<AttorneyNetworkMemberRecord[]>;
  find(id: string): Promise<AttorneyNetworkMemberRecord | null>;
  add(member: AttorneyNetworkMember, at: Date): Promise<AttorneyNetworkMemberRecord>;
  /** Rewrites a member; null when there is none with this id. */
  update(
    id: string,
    member: AttorneyNetworkMember,
    at: Date,
  ): Promise<AttorneyNetworkMemberRecord | null>;
}
export const ATTORNEY_NETWORK: symbol = Symbol.for('AttorneyNetwork');
