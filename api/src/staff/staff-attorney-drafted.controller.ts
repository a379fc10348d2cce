import {
  CLOCK,
  ListAttorneyDraftedPlans,
  ListAttorneyNetwork,
  ListMyAttorneyDraftedPlans,
  MarkAttorneyDraftedPlan,
  notFound,
  SaveAttorneyNetworkMember,
  ViewAttorneyDraftedPlan,
  type AttorneyDraftedPlanRecord,
  type AttorneyNetworkMemberRecord,
  type Clock,
} from '@bequest/application';
import {
  ATTORNEY_DRAFTED_PLAN_STATUS_LABELS,
  attorneyDraftedPlanStepsFrom,
  attorneyDraftedStepsDone,
  US_STATES,
} from '@bequest/domain';
import { attorneyDraftedRoutes, staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { staffOf } from './staff.guard';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A plan as support reads it, with the person's contact details and the matched attorney. */
const viewOf = (plan: AttorneyDraftedPlanRecord, now: Date) => ({
  id: plan.id,
  tenantId: plan.tenantId,
  accountId: plan.accountId,
  state: plan.state,
  stateName: plan.state ? US_STATES[plan.state] : null,
  contact: plan.contact,
  status: plan.status,
  attorney: plan.attorney,
  requestedAt: plan.requestedAt.toISOString(),
  overdueAt: iso(plan.overdueAt),
  overdue: plan.overdueAt !== null && plan.overdueAt <= now,
  matchedAt: iso(plan.matchedAt),
  draftedAt: iso(plan.draftedAt),
  finalizedAt: iso(plan.finalizedAt),
  closedAt: iso(plan.closedAt),
  closeReason: plan.closeReason,
  nextSteps: attorneyDraftedPlanStepsFrom(plan.status),
});

const memberView = (member: AttorneyNetworkMemberRecord) => ({
  ...member,
  states: [...member.states],
  updatedAt: member.updatedAt.toISOString(),
});

/** Support's attorney-drafted plans' queue and the attorney network (issue 24). */
@Controller()
export class StaffAttorneyDraftedController {
  constructor(
    private readonly listPlans: ListAttorneyDraftedPlans,
    private readonly viewPlan: ViewAttorneyDraftedPlan,
    private readonly markPlan: MarkAttorneyDraftedPlan,
    private readonly listNetwork: ListAttorneyNetwork,
    private readonly saveMember: SaveAttorneyNetworkMember,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Endpoint(routes.listAttorneyDraftedPlans)
  async list(
    @Validated() { query }: Validated<typeof routes.listAttorneyDraftedPlans>,
    @Req() request: Request,
  ) {
    const found = await this.listPlans.execute(staffOf(request), query);
    const now = this.clock.now();
    return { total: found.total, items: found.items.map((item) => viewOf(item, now)) };
  }

  @Endpoint(routes.getAttorneyDraftedPlan)
  async one(
    @Validated() { params }: Validated<typeof routes.getAttorneyDraftedPlan>,
    @Req() request: Request,
  ) {
    const found = await this.viewPlan.execute(staffOf(request), params.attorneyDraftedPlanId);
    return found ? viewOf(found, this.clock.now()) : fail(notFound('Attorney-drafted plan'));
  }

  @Endpoint(routes.markAttorneyDraftedPlan)
  async mark(
    @Validated() { params, body }: Validated<typeof routes.markAttorneyDraftedPlan>,
    @Req() request: Request,
  ) {
    const marked = await this.markPlan.execute(staffOf(request), {
      id: params.attorneyDraftedPlanId,
      step: body.status,
      ...(body.attorneyId === undefined ? {} : { attorneyId: body.attorneyId }),
      ...(body.reason === undefined ? {} : { reason: body.reason }),
    });
    return marked.match((value) => viewOf(value, this.clock.now()), fail);
  }

  @Endpoint(routes.listAttorneyNetwork)
  async network(@Validated() { query }: Validated<typeof routes.listAttorneyNetwork>) {
    const members = await this.listNetwork.execute({
      ...(query.state ? { state: query.state } : {}),
      ...(query.active ? { active: query.active === 'true' } : {}),
    });
    return members.map(memberView);
  }

  @Endpoint(routes.addAttorneyNetworkMember)
  async add(
    @Validated() { body }: Validated<typeof routes.addAttorneyNetworkMember>,
    @Req() request: Request,
  ) {
    const saved = await this.saveMember.execute(staffOf(request), null, body);
    return saved.match(memberView, fail);
  }

  @Endpoint(routes.updateAttorneyNetworkMember)
  async update(
    @Validated() { params, body }: Validated<typeof routes.updateAttorneyNetworkMember>,
    @Req() request: Request,
  ) {
    const saved = await this.saveMember.execute(staffOf(request), params.attorneyId, body);
    return saved.match(memberView, fail);
  }
}

/** A person's own attorney-drafted plans, on their account page. */
@Controller()
export class MyAttorneyDraftedController {
  constructor(private readonly listMine: ListMyAttorneyDraftedPlans) {}

  @Endpoint(attorneyDraftedRoutes.listMyAttorneyDraftedPlans)
  async list(@Req() request: Request) {
    const plans = await this.listMine.execute(requesterOf(request));
    return plans.map((item) => ({
      id: item.id,
      status: item.status,
      statusLabel: ATTORNEY_DRAFTED_PLAN_STATUS_LABELS[item.status],
      stepsDone: attorneyDraftedStepsDone(item.status),
      attorney: item.attorney
        ? item.attorney.firm
          ? `${item.attorney.name}, ${item.attorney.firm}`
          : item.attorney.name
        : null,
      requestedAt: item.requestedAt.toISOString(),
      matchedAt: iso(item.matchedAt),
    }));
  }
}
