import {
  CLOCK,
  ListMyPrintMailRequests,
  ListPrintMailRequests,
  ViewPrintMailRequest,
  MarkPrintMailRequest,
  notFound,
  type Clock,
  type PrintMailRequestRecord,
} from '@bequest/application';
import {
  DOCUMENT_DISPLAY_NAMES,
  PRINT_MAIL_STATUS_LABELS,
  printMailStepsFrom,
  type PrintMailStatus,
} from '@bequest/domain';
import { printMailRoutes, staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { staffOf } from './staff.guard';

const OPEN: readonly PrintMailStatus[] = ['requested', 'printed', 'mailed'];
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A request as fulfilment reads it: everything but where its copies' bytes are kept. */
const viewOf = (request: PrintMailRequestRecord, now: Date) => ({
  id: request.id,
  tenantId: request.tenantId,
  accountId: request.accountId,
  person: request.person,
  email: request.email,
  mailingAddress: request.mailingAddress,
  documents: request.documents.map(({ kind, storedCopyId, sha256 }) => ({
    kind,
    title: DOCUMENT_DISPLAY_NAMES[kind],
    storedCopyId,
    sha256,
  })),
  status: request.status,
  requestedAt: request.requestedAt.toISOString(),
  overdueAt: request.overdueAt.toISOString(),
  overdue: OPEN.includes(request.status) && request.overdueAt <= now,
  printedAt: iso(request.printedAt),
  mailedAt: iso(request.mailedAt),
  deliveredAt: iso(request.deliveredAt),
  cancelledAt: iso(request.cancelledAt),
  cancelReason: request.cancelReason,
  nextSteps: printMailStepsFrom(request.status),
});

/** Fulfilment's print-and-mail queue (issue 24). */
@Controller()
export class StaffPrintMailController {
  constructor(
    private readonly listRequests: ListPrintMailRequests,
    private readonly viewRequest: ViewPrintMailRequest,
    private readonly markRequest: MarkPrintMailRequest,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Endpoint(routes.listPrintMailRequests)
  async list(
    @Validated() { query }: Validated<typeof routes.listPrintMailRequests>,
    @Req() request: Request,
  ) {
    const found = await this.listRequests.execute(staffOf(request), query);
    const now = this.clock.now();
    return { total: found.total, items: found.items.map((item) => viewOf(item, now)) };
  }

  @Endpoint(routes.getPrintMailRequest)
  async one(
    @Validated() { params }: Validated<typeof routes.getPrintMailRequest>,
    @Req() request: Request,
  ) {
    const found = await this.viewRequest.execute(staffOf(request), params.printMailRequestId);
    return found ? viewOf(found, this.clock.now()) : fail(notFound('Print-and-mail request'));
  }

  @Endpoint(routes.markPrintMailRequest)
  async mark(
    @Validated() { params, body }: Validated<typeof routes.markPrintMailRequest>,
    @Req() request: Request,
  ) {
    const marked = await this.markRequest.execute(staffOf(request), {
      id: params.printMailRequestId,
      step: body.status,
      ...(body.reason === undefined ? {} : { reason: body.reason }),
    });
    return marked.match((value) => viewOf(value, this.clock.now()), fail);
  }
}

/** A person's own print-and-mail requests, on their account page. */
@Controller()
export class MyPrintMailController {
  constructor(private readonly listMine: ListMyPrintMailRequests) {}

  @Endpoint(printMailRoutes.listMyPrintMailRequests)
  async list(@Req() request: Request) {
    const requests = await this.listMine.execute(requesterOf(request));
    return requests.map((item) => ({
      id: item.id,
      status: item.status,
      statusLabel: PRINT_MAIL_STATUS_LABELS[item.status],
      requestedAt: item.requestedAt.toISOString(),
      mailedAt: iso(item.mailedAt),
      deliveredAt: iso(item.deliveredAt),
      documents: item.documents.map(({ kind }) => DOCUMENT_DISPLAY_NAMES[kind]),
    }));
  }
}
