import { Documents, NotifyNominees, SigningGuidePdf } from '@bequest/application';
import {
  COOKIE_NAMES,
  documentEventName,
  documentKindOf,
  ESTATE_PLAN_REFERRERS,
  type DocumentSlug,
  type EstatePlanReferrer,
} from '@bequest/domain';
import { documentRoutes as routes, type DocumentView } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { originOf, requesterOf } from '../http/request-context';
import { sendPdf } from '../http/send-pdf';
import { Track, type TrackOf } from '../analytics/track';

/**
 * The referrer kept in the estate_plan_referrer cookie (set when a partner's page is looked up),
 * for a plan created without one (documents.md 3.1 "taken from a stored value").
 */
const storedReferrerOf = (request: Request): EstatePlanReferrer | null => {
  const stored: unknown = request.cookies?.[COOKIE_NAMES.estatePlanReferrer];
  return ESTATE_PLAN_REFERRERS.find((referrer) => referrer === stored) ?? null;
};

/** The document of the route's `:kind`, and what was done to it (ADR 0028). */
const documentAct =
  (action: 'start' | 'finalization'): TrackOf =>
  (request, answer) => {
    const kind = documentKindOf(String(request.params.kind) as DocumentSlug);
    const finalizedAt = (answer as DocumentView | undefined)?.summary.finalizedAt;
    return {
      name: documentEventName(kind, action),
      properties: {
        document: kind,
        ...(action === 'finalization' && { finalized: Boolean(finalizedAt) }),
      },
    };
  };

/** The active profile's will, trust, AHCD and DFPOA. */
@Controller()
export class DocumentsController {
  constructor(
    private readonly documents: Documents,
    private readonly notifyNominees: NotifyNominees,
    private readonly signingGuidePdf: SigningGuidePdf,
  ) {}

  @Endpoint(routes.getDocument)
  async get(
    @Validated() { params }: Validated<typeof routes.getDocument>,
    @Req() request: Request,
  ) {
    return (await this.documents.get(requesterOf(request), documentKindOf(params.kind))).match(
      (v) => v,
      fail,
    );
  }

  @Endpoint(routes.createDocument)
  @Track(documentAct('start'))
  async create(
    @Validated() { params, body: seed }: Validated<typeof routes.createDocument>,
    @Req() request: Request,
  ) {
    const kind = documentKindOf(params.kind);
    const joint = kind === 'RLT' && seed.isJoint;
    const referrer = seed.referrer ?? storedReferrerOf(request);
    const result = await this.documents.create(requesterOf(request), kind, {
      ...(seed.refOrgId ? { refOrgId: seed.refOrgId } : {}),
      ...(referrer ? { referrer } : {}),
      ...(joint
        ? { isJoint: true, maritalStatus: seed.maritalStatus ?? null, spouse: seed.spouse ?? null }
        : {}),
    });
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.updateDocument)
  async update(
    @Validated() { params, body }: Validated<typeof routes.updateDocument>,
    @Req() request: Request,
  ) {
    const result = await this.documents.update(
      requesterOf(request),
      documentKindOf(params.kind),
      body.version,
      body,
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.notifyNominees)
  @HttpCode(200)
  async nominees(
    @Validated() { params, body }: Validated<typeof routes.notifyNominees>,
    @Req() request: Request,
  ) {
    const result = await this.notifyNominees.execute(
      requesterOf(request),
      documentKindOf(params.kind),
      body.nomineeIds,
      originOf(request),
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.toggleDocumentFinalized)
  @HttpCode(200)
  @Track(documentAct('finalization'))
  async finalization(
    @Validated() { params }: Validated<typeof routes.toggleDocumentFinalized>,
    @Req() request: Request,
  ) {
    const result = await this.documents.toggleFinalized(
      requesterOf(request),
      documentKindOf(params.kind),
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.markDocumentSigned)
  async markSigned(
    @Validated() { params, body }: Validated<typeof routes.markDocumentSigned>,
    @Req() request: Request,
  ) {
    const result = await this.documents.markSigned(
      requesterOf(request),
      documentKindOf(params.kind),
      body,
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.clearDocumentSigning)
  async clearSigning(
    @Validated() { params }: Validated<typeof routes.clearDocumentSigning>,
    @Req() request: Request,
  ) {
    const result = await this.documents.clearSigning(
      requesterOf(request),
      documentKindOf(params.kind),
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.downloadSigningGuide)
  async signingGuide(
    @Validated() { params }: Validated<typeof routes.downloadSigningGuide>,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const result = await this.signingGuidePdf.execute(
      requesterOf(request),
      documentKindOf(params.kind),
    );
    sendPdf(
      response,
      result.match((v) => v, fail),
    );
  }
}

/** Whether the spouse has a will (documents.md 7.1). */
@Controller()
export class SpouseWillController {
  constructor(private readonly documents: Documents) {}

  @Endpoint(routes.spouseHasWill)
  async get(
    @Validated() { params }: Validated<typeof routes.spouseHasWill>,
    @Req() request: Request,
  ) {
    const result = await this.documents.spouseHasWill(requesterOf(request), params.spouseProfileId);
    return result.match((v) => v, fail);
  }
}
