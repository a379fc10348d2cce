import {
  ListOutboxMail,
  PreviewMailTemplate,
  ResendOutboxMail,
  type OutboxMessage,
} from '@bequest/application';
import { staffRoutes as routes, type OutboxMessageView } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { staffOf } from './staff.guard';

const messageViewOf = (message: OutboxMessage): OutboxMessageView => ({
  ...message,
  createdAt: message.createdAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  nextAttemptAt: message.nextAttemptAt.toISOString(),
});

/** The mail outbox in the staff console (issue 24): list, resend with a reason, preview. */
@Controller()
export class StaffMailController {
  constructor(
    private readonly listMail: ListOutboxMail,
    private readonly resendMail: ResendOutboxMail,
    private readonly previewTemplate: PreviewMailTemplate,
  ) {}

  @Endpoint(routes.listOutboxMail)
  async list(
    @Validated() { query }: Validated<typeof routes.listOutboxMail>,
    @Req() request: Request,
  ) {
    const page = await this.listMail.execute(staffOf(request), query);
    return { items: page.items.map(messageViewOf), total: page.total };
  }

  @Endpoint(routes.resendOutboxMail)
  @HttpCode(200)
  async resend(
    @Validated() { params, body }: Validated<typeof routes.resendOutboxMail>,
    @Req() request: Request,
  ) {
    const resent = await this.resendMail.execute(staffOf(request), params.mailId, body.reason);
    return resent.match(({ message, how }) => ({ message: messageViewOf(message), how }), fail);
  }

  @Endpoint(routes.previewMailTemplate)
  async preview(
    @Validated() { params, query }: Validated<typeof routes.previewMailTemplate>,
    @Req() request: Request,
  ) {
    const rendered = await this.previewTemplate.execute(
      staffOf(request),
      params.template,
      query.tenantId,
    );
    return rendered.match((preview) => preview, fail);
  }
}
