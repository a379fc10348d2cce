import {
  CLOCK,
  ListMyStrategistCalls,
  ListStrategistCalls,
  ViewStrategistCall,
  MarkStrategistCall,
  notFound,
  type Clock,
  type StrategistCallRecord,
} from '@bequest/application';
import {
  DOCUMENT_DISPLAY_NAMES,
  STRATEGIST_CALL_STATUS_LABELS,
  strategistCallStepsFrom,
  strategistDocumentKinds,
} from '@bequest/domain';
import { strategistCallRoutes, staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { staffOf } from './staff.guard';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const viewOf = (call: StrategistCallRecord, now: Date) => ({
  id: call.id,
  tenantId: call.tenantId,
  accountId: call.accountId,
  person: call.person,
  email: call.email,
  packageType: call.packageDetails.packageType,
  documents: strategistDocumentKinds(call.packageDetails).map((kind) => ({
    kind,
    title: DOCUMENT_DISPLAY_NAMES[kind],
  })),
  status: call.status,
  scheduledAt: call.scheduledAt.toISOString(),
  overdueAt: call.overdueAt.toISOString(),
  overdue: call.status === 'scheduled' && call.overdueAt <= now,
  documentsSentAt: iso(call.documentsSentAt),
  heldAt: iso(call.heldAt),
  cancelledAt: iso(call.cancelledAt),
  cancelReason: call.cancelReason,
  nextSteps: strategistCallStepsFrom(call.status),
});

/** The strategist-call queue (issue 24). */
@Controller()
export class StaffStrategistCallController {
  constructor(
    private readonly listCalls: ListStrategistCalls,
    private readonly viewCall: ViewStrategistCall,
    private readonly markCall: MarkStrategistCall,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Endpoint(routes.listStrategistCalls)
  async list(
    @Validated() { query }: Validated<typeof routes.listStrategistCalls>,
    @Req() request: Request,
  ) {
    const found = await this.listCalls.execute(staffOf(request), query);
    const now = this.clock.now();
    return { total: found.total, items: found.items.map((item) => viewOf(item, now)) };
  }

  @Endpoint(routes.getStrategistCall)
  async one(
    @Validated() { params }: Validated<typeof routes.getStrategistCall>,
    @Req() request: Request,
  ) {
    const found = await this.viewCall.execute(staffOf(request), params.strategistCallId);
    return found ? viewOf(found, this.clock.now()) : fail(notFound('Strategist call'));
  }

  @Endpoint(routes.sendStrategistDocuments)
  async documentsSent(
    @Validated() { params }: Validated<typeof routes.sendStrategistDocuments>,
    @Req() request: Request,
  ) {
    const marked = await this.markCall.execute(staffOf(request), {
      id: params.strategistCallId,
      step: 'documents_sent',
    });
    return marked.match((value) => viewOf(value, this.clock.now()), fail);
  }

  @Endpoint(routes.markStrategistCall)
  async mark(
    @Validated() { params, body }: Validated<typeof routes.markStrategistCall>,
    @Req() request: Request,
  ) {
    const marked = await this.markCall.execute(staffOf(request), {
      id: params.strategistCallId,
      step: body.status,
      ...(body.reason === undefined ? {} : { reason: body.reason }),
    });
    return marked.match((value) => viewOf(value, this.clock.now()), fail);
  }
}

/** A person's own strategist calls, on their account page. */
@Controller()
export class MyStrategistCallController {
  constructor(private readonly listMine: ListMyStrategistCalls) {}

  @Endpoint(strategistCallRoutes.listMyStrategistCalls)
  async list(@Req() request: Request) {
    const calls = await this.listMine.execute(requesterOf(request));
    return calls.map((call) => ({
      id: call.id,
      status: call.status,
      statusLabel: STRATEGIST_CALL_STATUS_LABELS[call.status],
      scheduledAt: call.scheduledAt.toISOString(),
      documentsSentAt: iso(call.documentsSentAt),
      documents: strategistDocumentKinds(call.packageDetails).map(
        (kind) => DOCUMENT_DISPLAY_NAMES[kind],
      ),
    }));
  }
}
