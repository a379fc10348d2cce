import {
  DownloadStoredCopy,
  ListStoredCopies,
  VerifyStoredCopy,
  type StoredCopyRecord,
} from '@bequest/application';
import { storedCopyRetention } from '@bequest/domain';
import { staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { sendPdf } from '../http/send-pdf';
import { staffOf } from './staff.guard';

/**
 * What the storage center shows of a copy: everything but where its bytes are kept, and until
 * when the retention policy keeps it, and why.
 */
const viewOf = ({ storageKey: _key, createdAt, hold, ...copy }: StoredCopyRecord) => {
  const retention = storedCopyRetention({ purpose: copy.purpose, createdAt, hold });
  return {
    ...copy,
    createdAt: createdAt.toISOString(),
    keptUntil: retention.keptUntil?.toISOString() ?? null,
    keptBecause: retention.keptBecause,
  };
};

/** The storage center (issue 24): every stored copy, its bytes, and its hash checked again. */
@Controller()
export class StaffStorageController {
  constructor(
    private readonly listStoredCopies: ListStoredCopies,
    private readonly downloadStoredCopy: DownloadStoredCopy,
    private readonly verifyStoredCopy: VerifyStoredCopy,
  ) {}

  @Endpoint(routes.listStoredCopies)
  async list(
    @Validated() { query }: Validated<typeof routes.listStoredCopies>,
    @Req() request: Request,
  ) {
    const found = await this.listStoredCopies.execute(staffOf(request), query);
    return { total: found.total, items: found.items.map(viewOf) };
  }

  @Endpoint(routes.downloadStoredCopy)
  async download(
    @Validated() { params, query }: Validated<typeof routes.downloadStoredCopy>,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const file = await this.downloadStoredCopy.execute(staffOf(request), {
      id: params.storedDocumentId,
      reason: query.reason,
    });
    sendPdf(
      response,
      file.match((value) => value, fail),
    );
  }

  @Endpoint(routes.verifyStoredCopy)
  async verify(
    @Validated() { params }: Validated<typeof routes.verifyStoredCopy>,
    @Req() request: Request,
  ) {
    const verification = await this.verifyStoredCopy.execute(
      staffOf(request),
      params.storedDocumentId,
    );
    return verification.match((value) => value, fail);
  }
}
