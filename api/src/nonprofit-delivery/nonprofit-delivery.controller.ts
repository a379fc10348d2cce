import {
  ExportNonprofitDeliveries,
  GetNonprofitDeliverySettings,
  ReadConsentLedger,
  SetNonprofitDeliverySettings,
  ShareChoiceWithNonprofit,
  type ExportedNonprofitDelivery,
  type NonprofitDeliverySettings,
} from '@bequest/application';
import {
  nonprofitDeliveryRoutes as routes,
  nonprofitDeliveryStaffRoutes as staffRoutes,
} from '@bequest/sdk/contract';
import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { csvOf } from '../http/csv';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { staffOf } from '../staff/staff.guard';

/** A person's consented deliveries to nonprofits and their ledger (issue 26). */
@Controller()
export class NonprofitDeliveryController {
  constructor(
    private readonly shareChoice: ShareChoiceWithNonprofit,
    private readonly readLedger: ReadConsentLedger,
  ) {}

  @Endpoint(routes.shareChoiceWithNonprofit)
  async share(
    @Validated() { params, body }: Validated<typeof routes.shareChoiceWithNonprofit>,
    @Req() request: Request,
  ) {
    return (
      await this.shareChoice.execute(requesterOf(request), { profileId: params.profileId, ...body })
    ).match((outcome) => outcome, fail);
  }

  @Endpoint(routes.getConsentLedger)
  async ledger(
    @Validated() { params }: Validated<typeof routes.getConsentLedger>,
    @Req() request: Request,
  ) {
    return (await this.readLedger.execute(requesterOf(request), params.profileId)).match(
      (entries) =>
        entries.map(({ sentAt, ...entry }) => ({ ...entry, sentAt: sentAt.toISOString() })),
      fail,
    );
  }
}

const settingsViewOf = (settings: NonprofitDeliverySettings) => ({
  organizationId: settings.organizationId,
  url: settings.url,
  contacts: [...settings.contacts],
  updatedAt: settings.updatedAt?.toISOString() ?? null,
});

const CSV_COLUMNS = [
  'sentAt',
  'organizationId',
  'eventId',
  'type',
  'donorReference',
  'summary',
  'tenantId',
  'body',
] as const;

/** The deliveries as CSV, with the same quoting and formula defusing as the analytics export. */
export const nonprofitDeliveriesCsv = (rows: readonly ExportedNonprofitDelivery[]): string =>
  csvOf(
    CSV_COLUMNS,
    rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })),
  );

/** The staff console's nonprofit delivery screen: endpoint, contacts and the CSV (issue 26). */
@Controller()
export class StaffNonprofitDeliveryController {
  constructor(
    private readonly getSettings: GetNonprofitDeliverySettings,
    private readonly setSettings: SetNonprofitDeliverySettings,
    private readonly exportDeliveries: ExportNonprofitDeliveries,
  ) {}

  @Endpoint(staffRoutes.getNonprofitDelivery)
  async get(
    @Validated() { params }: Validated<typeof staffRoutes.getNonprofitDelivery>,
    @Req() request: Request,
  ) {
    return (await this.getSettings.execute(staffOf(request), params.organizationId)).match(
      settingsViewOf,
      fail,
    );
  }

  @Endpoint(staffRoutes.setNonprofitDelivery)
  async set(
    @Validated() { params, body }: Validated<typeof staffRoutes.setNonprofitDelivery>,
    @Req() request: Request,
  ) {
    return (
      await this.setSettings.execute(staffOf(request), {
        organizationId: params.organizationId,
        ...body,
      })
    ).match(({ settings, secret }) => ({ settings: settingsViewOf(settings), secret }), fail);
  }

  @Endpoint(staffRoutes.exportNonprofitDeliveries)
  async export(
    @Validated() { query }: Validated<typeof staffRoutes.exportNonprofitDeliveries>,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const rows = await this.exportDeliveries.execute(
      staffOf(request),
      query.organizationId ? { organizationId: query.organizationId } : {},
    );
    response
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="nonprofit-deliveries.csv"')
      .setHeader('Cache-Control', 'no-store')
      .send(nonprofitDeliveriesCsv(rows));
  }
}
