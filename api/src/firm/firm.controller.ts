import {
  DownloadFirmClientDocument,
  ListFirmClientDocuments,
  ListFirmClients,
} from '@bequest/application';
import { documentKindOf } from '@bequest/domain';
import { firmRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { sendPdf } from '../http/send-pdf';
import { firmOf } from './firm.guard';

/**
 * A partner firm's own API (issue 25, ADR 0027): the tenant is the key's, never the host's, so
 * another tenant's client is not found, exactly like one that does not exist.
 */
@Controller()
export class FirmController {
  constructor(
    private readonly listClients: ListFirmClients,
    private readonly listDocuments: ListFirmClientDocuments,
    private readonly download: DownloadFirmClientDocument,
  ) {}

  @Endpoint(routes.listFirmClients)
  async clients(
    @Validated() { query }: Validated<typeof routes.listFirmClients>,
    @Req() request: Request,
  ) {
    const page = await this.listClients.execute(firmOf(request), query);
    return {
      items: page.items.map((client) => ({
        ...client,
        createdAt: client.createdAt.toISOString(),
        documents: [...client.documents],
      })),
      nextCursor: page.nextCursor,
    };
  }

  @Endpoint(routes.listFirmClientDocuments)
  async documents(
    @Validated() { params }: Validated<typeof routes.listFirmClientDocuments>,
    @Req() request: Request,
  ) {
    const found = await this.listDocuments.execute(firmOf(request), params.clientId);
    return found.match((documents) => [...documents], fail);
  }

  @Endpoint(routes.downloadFirmClientDocument)
  async file(
    @Validated() { params }: Validated<typeof routes.downloadFirmClientDocument>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const rendered = await this.download.execute(
      firmOf(request),
      params.clientId,
      documentKindOf(params.kind),
    );
    sendPdf(
      response,
      rendered.match((file) => file, fail),
    );
  }
}
