import {
  ExportAnalyticsEvents,
  ListAnalyticsEvents,
  type KeptAnalyticsEvent,
} from '@bequest/application';
import { analyticsStaffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { csvOf } from '../http/csv';
import { Endpoint, Validated } from '../http/endpoint';
import { staffOf } from './staff.guard';

/** Days of a filter as times: from the start of `from` to the end of `to` (UTC). */
const timesOf = (filter: { from?: string | undefined; to?: string | undefined }) => ({
  ...(filter.from && { from: new Date(`${filter.from}T00:00:00Z`) }),
  ...(filter.to && { to: new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000) }),
});

const viewOf = ({ occurredAt, ...event }: KeptAnalyticsEvent) => ({
  ...event,
  occurredAt: occurredAt.toISOString(),
});

const CSV_COLUMNS = [
  'id',
  'occurredAt',
  'name',
  'tenantId',
  'accountId',
  'anonymousId',
  'properties',
  'context',
] as const;

export const analyticsCsv = (events: readonly KeptAnalyticsEvent[]): string =>
  csvOf(CSV_COLUMNS, events.map(viewOf));

/** Product analytics for administrators and partner managers (ADR 0028). */
@Controller()
export class StaffAnalyticsController {
  constructor(
    private readonly listAnalyticsEvents: ListAnalyticsEvents,
    private readonly exportAnalyticsEvents: ExportAnalyticsEvents,
  ) {}

  @Endpoint(routes.listAnalyticsEvents)
  async list(
    @Validated() { query }: Validated<typeof routes.listAnalyticsEvents>,
    @Req() request: Request,
  ) {
    const { page, perPage, name } = query;
    const found = await this.listAnalyticsEvents.execute(staffOf(request), {
      page,
      perPage,
      ...(name && { name }),
      ...timesOf(query),
    });
    return { total: found.total, items: found.items.map(viewOf) };
  }

  @Endpoint(routes.exportAnalyticsEvents)
  async export(
    @Validated() { query }: Validated<typeof routes.exportAnalyticsEvents>,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const events = await this.exportAnalyticsEvents.execute(staffOf(request), {
      ...(query.name && { name: query.name }),
      ...timesOf(query),
    });
    response
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="analytics-events.csv"')
      .setHeader('Cache-Control', 'no-store')
      .send(analyticsCsv(events));
  }
}
