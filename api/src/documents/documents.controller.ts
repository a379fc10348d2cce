import { Documents, NotifyNominees, SigningGuidePdf } from '@bequest/application';
import type { DocumentKind } from '@bequest/domain';
import { documentRoutes } from '@bequest/sdk/contract';
import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Put,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { fail } from '../http/error-status';
import { originOf, requesterOf } from '../http/request-context';
import { SessionGuard } from '../http/session.guard';
import { sendPdf } from '../http/send-pdf';
import { validate } from '../http/validate';

const kindOf = (request: Request): DocumentKind =>
  validate(documentRoutes.getDocument.params, request.params).kind.toUpperCase() as DocumentKind;

/** The active profile's will, trust, AHCD and DFPOA. */
@Controller('me/documents/:kind')
@UseGuards(SessionGuard)
export class DocumentsController {
  constructor(
    private readonly documents: Documents,
    private readonly notifyNominees: NotifyNominees,
    private readonly signingGuidePdf: SigningGuidePdf,
  ) {}

  @Get()
  async get(@Req() request: Request) {
    return (await this.documents.get(requesterOf(request), kindOf(request))).match((v) => v, fail);
  }

  @Post()
  async create(@Req() request: Request) {
    const kind = kindOf(request);
    const seed = validate(documentRoutes.createDocument.body, request.body ?? {});
    const joint = kind === 'RLT' && seed.isJoint;
    const result = await this.documents.create(requesterOf(request), kind, {
      ...(seed.refOrgId ? { refOrgId: seed.refOrgId } : {}),
      ...(seed.referrer ? { referrer: seed.referrer } : {}),
      ...(joint
        ? { isJoint: true, maritalStatus: seed.maritalStatus ?? null, spouse: seed.spouse ?? null }
        : {}),
    });
    return result.match((v) => v, fail);
  }

  @Patch()
  async update(@Req() request: Request) {
    const kind = kindOf(request);
    const body = validate(documentRoutes.updateDocument.body, request.body);
    const result = await this.documents.update(requesterOf(request), kind, body.version, body);
    return result.match((v) => v, fail);
  }

  @Post('nominee-notifications')
  @HttpCode(200)
  async nominees(@Req() request: Request) {
    const { kind } = validate(documentRoutes.notifyNominees.params, request.params);
    const { nomineeIds } = validate(documentRoutes.notifyNominees.body, request.body);
    const result = await this.notifyNominees.execute(
      requesterOf(request),
      kind === 'will' ? 'WILL' : 'RLT',
      nomineeIds,
      originOf(request),
    );
    return result.match((v) => v, fail);
  }

  @Post('finalization')
  @HttpCode(200)
  async finalization(@Req() request: Request) {
    const result = await this.documents.toggleFinalized(requesterOf(request), kindOf(request));
    return result.match((v) => v, fail);
  }

  @Put('signing')
  async markSigned(@Req() request: Request) {
    const kind = kindOf(request);
    const body = validate(documentRoutes.markDocumentSigned.body, request.body);
    const result = await this.documents.markSigned(requesterOf(request), kind, body);
    return result.match((v) => v, fail);
  }

  @Delete('signing')
  async clearSigning(@Req() request: Request) {
    const result = await this.documents.clearSigning(requesterOf(request), kindOf(request));
    return result.match((v) => v, fail);
  }

  @Get('signing-guide.pdf')
  async signingGuide(@Req() request: Request, @Res() response: Response) {
    const result = await this.signingGuidePdf.execute(requesterOf(request), kindOf(request));
    sendPdf(
      response,
      result.match((v) => v, fail),
    );
  }
}

/** Whether the spouse has a will (documents.md 7.1). */
@Controller('me/household/:spouseProfileId/will')
@UseGuards(SessionGuard)
export class SpouseWillController {
  constructor(private readonly documents: Documents) {}

  @Get()
  async get(@Req() request: Request) {
    const { spouseProfileId } = validate(documentRoutes.spouseHasWill.params, request.params);
    const result = await this.documents.spouseHasWill(requesterOf(request), spouseProfileId);
    return result.match((v) => v, fail);
  }
}
