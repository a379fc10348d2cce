import {
  attorneyDraftedOverdueAt,
  nextAttorneyDraftedPlanStatus,
  US_STATES,
  type AttorneyDraftedPlanStep,
  type FulfilmentTransitionRefused,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  ATTORNEY_DRAFTED_PLANS,
  ATTORNEY_NETWORK,
  type AttorneyDraftedPlanRecord,
  type AttorneyDraftedPlans,
  type AttorneyNetwork,
  type MatchedAttorney,
} from '../ports/attorney-drafted-plans.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, notFound, staleWrite, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';
import { closingReason } from './closing-reason';

export type MarkAttorneyDraftedPlanError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | FulfilmentTransitionRefused;

export interface MarkAttorneyDraftedPlanInput {
  readonly id: string;
  readonly step: AttorneyDraftedPlanStep;
  /** The network's attorney the plan is matched with: required to match. */
  readonly attorneyId?: string;
  /** Required to close. */
  readonly reason?: string;
}

const NO_ATTORNEY = 'Choose an active attorney of the network licensed in the person’s state.';

/**
 * Support matches a plan with an attorney of the network (active, and licensed in the person's
 * state when they gave one), marks it drafted, then finalized, or closes it with a reason, in
 * order only; each change is audited and sets when the next step is overdue. Once matched the
 * person is told by e-mail who their attorney is and how to reach them.
 */
@injectable()
export class MarkAttorneyDraftedPlan {
  constructor(
    @inject(ATTORNEY_DRAFTED_PLANS) private readonly plans: AttorneyDraftedPlans,
    @inject(ATTORNEY_NETWORK) private readonly network: AttorneyNetwork,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: MarkAttorneyDraftedPlanInput,
  ): Promise<Result<AttorneyDraftedPlanRecord, MarkAttorneyDraftedPlanError>> {
    let closeReason: string | undefined;
    if (input.step === 'closed') {
      const reason = closingReason(input.reason);
      if (reason.isErr()) return err(reason.error);
      closeReason = reason.value;
    }
    if (input.step === 'matched' && !input.attorneyId?.trim())
      return err(invalidInput({ attorneyId: NO_ATTORNEY }));
    const plan = await this.plans.find(input.id);
    if (!plan) return err(notFound('Attorney-drafted plan'));
    const next = nextAttorneyDraftedPlanStatus(plan.status, input.step);
    if (next.isErr()) return err(next.error);
    let attorney: MatchedAttorney | undefined;
    if (input.step === 'matched') {
      const member = await this.network.find(input.attorneyId!.trim());
      if (!member || !member.active || (plan.state !== null && !member.states.includes(plan.state)))
        return err(invalidInput({ attorneyId: NO_ATTORNEY }));
      attorney = {
        id: member.id,
        name: member.name,
        firm: member.firm,
        email: member.email,
        phone: member.phone,
      };
    }
    const now = this.clock.now();
    await this.audit.record(staff, 'attorney_drafted.mark', {
      tenantId: plan.tenantId,
      accountId: plan.accountId,
      subject: `${plan.id}: ${plan.status} → ${next.value}${attorney ? ` (${attorney.name})` : ''}`,
      reason: closeReason ?? null,
    });
    const moved = await this.plans.move(plan.id, plan.status, next.value, now, {
      ...(attorney ? { attorney } : {}),
      ...(closeReason ? { closeReason } : {}),
      overdueAt: attorneyDraftedOverdueAt(next.value, now),
    });
    if (!moved) return err(staleWrite());
    if (moved.status === 'matched' && attorney)
      await this.outbox.enqueue({
        tenantId: moved.tenantId,
        to: moved.contact.email,
        template: 'attorney_drafted_matched',
        values: {
          attorney: attorney.firm ? `${attorney.name} of ${attorney.firm}` : attorney.name,
          contact: attorney.phone ? `${attorney.email} or ${attorney.phone}` : attorney.email,
          state: moved.state ? US_STATES[moved.state] : 'your state',
        },
      });
    return ok(moved);
  }
}
