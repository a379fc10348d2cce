import {
  CLOCK,
  ListAttorneyConsultRequests,
  ViewAttorneyConsultRequest,
  ListMyAttorneyConsultRequests,
  MarkAttorneyConsultRequest,
  notFound,
  type AttorneyConsultRequestRecord,
  type Clock,
} from '@bequest/application';
import {
  ATTORNEY_CONSULT_STATUS_LABELS,
  attorneyConsultStepsFrom,
  OPEN_ATTORNEY_CONSULT_STATUSES,
  US_STATES,
} from '@bequest/domain';
import { attorneyConsultRoutes, staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { staffOf } from './staff.guard';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A request as support reads it, with the contact details the person allowed to share. */
const viewOf = (request: AttorneyConsultRequestRecord, now: Date) => ({
  id: request.id,
  tenantId: request.tenantId,
  accountId: request.accountId,
  state: request.state,
  stateName: US_STATES[request.state],
  contact: request.contact,
  status: request.status,
  attorney: request.attorney,
  requestedAt: request.requestedAt.toISOString(),
  overdueAt: request.overdueAt.toISOString(),
  overdue: OPEN_ATTORNEY_CONSULT_STATUSES.includes(request.status) && request.overdueAt <= now,
  referredAt: iso(request.referredAt),
  contactedAt: iso(request.contactedAt),
  closedAt: iso(request.closedAt),
  closeReason: request.closeReason,
  nextSteps: attorneyConsultStepsFrom(request.status),
});

/** Support's attorney-consult queue (issue 24). */
@Controller()
export class StaffAttorneyConsultController {
  constructor(
    private readonly listRequests: ListAttorneyConsultRequests,
    private readonly viewRequest: ViewAttorneyConsultRequest,
    private readonly markRequest: MarkAttorneyConsultRequest,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Endpoint(routes.listAttorneyConsultRequests)
  async list(
    @Validated() { query }: Validated<typeof routes.listAttorneyConsultRequests>,
    @Req() request: Request,
  ) {
    const found = await this.listRequests.execute(staffOf(request), query);
    const now = this.clock.now();
    return { total: found.total, items: found.items.map((item) => viewOf(item, now)) };
  }

  @Endpoint(routes.getAttorneyConsultRequest)
  async one(
    @Validated() { params }: Validated<typeof routes.getAttorneyConsultRequest>,
    @Req() request: Request,
  ) {
    const found = await this.viewRequest.execute(staffOf(request), params.attorneyConsultRequestId);
    return found ? viewOf(found, this.clock.now()) : fail(notFound('Attorney-consult request'));
  }

  @Endpoint(routes.markAttorneyConsultRequest)
  async mark(
    @Validated() { params, body }: Validated<typeof routes.markAttorneyConsultRequest>,
    @Req() request: Request,
  ) {
    const marked = await this.markRequest.execute(staffOf(request), {
      id: params.attorneyConsultRequestId,
      step: body.status,
      ...(body.attorney === undefined ? {} : { attorney: body.attorney }),
      ...(body.reason === undefined ? {} : { reason: body.reason }),
    });
    return marked.match((value) => viewOf(value, this.clock.now()), fail);
  }
}

/** A person's own attorney-consult requests, on their account page. */
@Controller()
export class MyAttorneyConsultController {
  constructor(private readonly listMine: ListMyAttorneyConsultRequests) {}

  @Endpoint(attorneyConsultRoutes.listMyAttorneyConsultRequests)
  async list(@Req() request: Request) {
    const requests = await this.listMine.execute(requesterOf(request));
    return requests.map((item) => ({
      id: item.id,
      status: item.status,
      statusLabel: ATTORNEY_CONSULT_STATUS_LABELS[item.status],
      state: item.state,
      requestedAt: item.requestedAt.toISOString(),
      referredAt: iso(item.referredAt),
      contactedAt: iso(item.contactedAt),
    }));
  }
}
