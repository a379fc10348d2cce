import {
  ListFiduciaryShares,
  OpenSharedDocument,
  RequestFiduciaryCode,
  RevokeFiduciaryShare,
  ShareWithFiduciary,
} from '@bequest/application';
import { documentKindOf } from '@bequest/domain';
import { fiduciarySharingRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { RateLimitGuard, RateLimitPerAddress } from '../http/rate-limit.guard';
import { originOf, requesterOf, tenantOf } from '../http/request-context';
import { sendPdf } from '../http/send-pdf';

/**
 * Read-only sharing with fiduciaries (issue 29): the person shares, lists and revokes; the holder
 * of a share's link asks for a code and opens the one shared document with it, without an
 * account. The public routes are limited per client address on top of the codes' own limits.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class FiduciarySharingController {
  constructor(
    private readonly shareWith: ShareWithFiduciary,
    private readonly listShares: ListFiduciaryShares,
    private readonly revokeShare: RevokeFiduciaryShare,
    private readonly requestCode: RequestFiduciaryCode,
    private readonly openShared: OpenSharedDocument,
  ) {}

  @Endpoint(routes.shareWithFiduciary)
  @HttpCode(200)
  async share(
    @Validated() { params, body }: Validated<typeof routes.shareWithFiduciary>,
    @Req() request: Request,
  ) {
    const kind = documentKindOf(params.kind) as 'WILL' | 'RLT';
    const result = await this.shareWith.execute(
      requesterOf(request),
      kind,
      body,
      originOf(request),
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.listFiduciaryShares)
  async list(@Req() request: Request) {
    return this.listShares.execute(requesterOf(request));
  }

  @Endpoint(routes.revokeFiduciaryShare)
  @HttpCode(200)
  async revoke(
    @Validated() { params }: Validated<typeof routes.revokeFiduciaryShare>,
    @Req() request: Request,
  ) {
    return (await this.revokeShare.execute(requesterOf(request), params.shareId)).match(
      (v) => v,
      fail,
    );
  }

  @Endpoint(routes.requestSharedDocumentCode)
  @HttpCode(200)
  @RateLimitPerAddress('shared-document-code', 20, 3600)
  async code(
    @Validated() { body }: Validated<typeof routes.requestSharedDocumentCode>,
    @Req() request: Request,
  ) {
    const scope = { tenantId: tenantOf(request).tenantId };
    return (await this.requestCode.execute(scope, body.key)).match((v) => v, fail);
  }

  @Endpoint(routes.openSharedDocument)
  @RateLimitPerAddress('shared-document-open', 30, 3600)
  async open(
    @Validated() { body }: Validated<typeof routes.openSharedDocument>,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const scope = { tenantId: tenantOf(request).tenantId };
    const result = await this.openShared.execute(scope, body.key, body.code);
    sendPdf(
      response,
      result.match((v) => v, fail),
      true,
    );
  }
}
