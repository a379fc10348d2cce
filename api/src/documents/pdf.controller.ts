import { EmailDocument, RenderDocument, type StoredDocumentKind } from '@bequest/application';
import { beneficiaryPlanRoutes, documentFileRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req, Res, type StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { HasEffects } from '../http/session.guard';
import { pdfFile } from '../http/send-pdf';
import { noteTrackedAct, Track, type TrackOf } from '../analytics/track';
import { documentEventName, isDocumentKind, type DocumentKind } from '@bequest/domain';

/** A document's download, or its print preview with `completionType=print` (ADR 0028). */
const fileAct =
  (kind: DocumentKind): TrackOf =>
  (request) => {
    const print = String(request.query.completionType ?? '').toLowerCase() === 'print';
    return {
      name: documentEventName(kind, print ? 'print' : 'download'),
      properties: { document: kind, ...(request.query.mirror === 'true' && { mirror: true }) },
    };
  };

/**
 * The document PDFs (documents.md 7.4-7.5; giving-and-beneficiaries.md 7.2): `?download=true` to download,
 * `completionType=print` for the print preview shown inline, and the e-mail paths, which send
 * the PDF as an attachment. The e-mails answer GET as the specification calls them, and POST.
 */
@Controller()
export class PdfController {
  constructor(
    private readonly renderDocument: RenderDocument,
    private readonly emailDocument: EmailDocument,
  ) {}

  /** `mirror=true` gives the spouse's mirror will. */
  @Endpoint(routes.downloadWill)
  @Track(fileAct('WILL'))
  will(
    @Validated() { query }: Validated<typeof routes.downloadWill>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.send(request, response, 'WILL', query.completionType, query.mirror === 'true');
  }

  @Endpoint(routes.downloadTrust)
  @Track(fileAct('RLT'))
  trust(
    @Validated() { query }: Validated<typeof routes.downloadTrust>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.send(request, response, 'RLT', query.completionType);
  }

  @Endpoint(routes.downloadAhcd)
  @Track(fileAct('AHCD'))
  ahcd(
    @Validated() { query }: Validated<typeof routes.downloadAhcd>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.send(request, response, 'AHCD', query.completionType);
  }

  @Endpoint(routes.downloadAhcdFromPdfService)
  @Track(fileAct('AHCD'))
  ahcdFromPdfService(
    @Validated() { query }: Validated<typeof routes.downloadAhcdFromPdfService>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.send(request, response, 'AHCD', query.completionType);
  }

  @Endpoint(routes.downloadDfpoa)
  @Track(fileAct('DFPOA'))
  dfpoa(
    @Validated() { query }: Validated<typeof routes.downloadDfpoa>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.send(request, response, 'DFPOA', query.completionType);
  }

  @Endpoint(beneficiaryPlanRoutes.downloadBeneficiaryPlan)
  beneficiaryPlan(
    @Validated() { query }: Validated<typeof beneficiaryPlanRoutes.downloadBeneficiaryPlan>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.send(request, response, 'NONPROBATE_PLANS', query.completionType);
  }

  @Endpoint(routes.emailEstatePlan)
  @HasEffects()
  @Track()
  emailEstatePlan(
    @Validated() { params }: Validated<typeof routes.emailEstatePlan>,
    @Req() request: Request,
  ) {
    return this.email(request, { estatePlanId: params.id });
  }

  @Endpoint(routes.emailEstatePlanByPost)
  @Track()
  @HttpCode(200)
  postEmailEstatePlan(
    @Validated() input: Validated<typeof routes.emailEstatePlanByPost>,
    @Req() request: Request,
  ) {
    return this.emailEstatePlan(input, request);
  }

  @Endpoint(routes.emailMirrorEstatePlan)
  @HasEffects()
  @Track()
  emailMirrorEstatePlan(
    @Validated() { params }: Validated<typeof routes.emailMirrorEstatePlan>,
    @Req() request: Request,
  ) {
    return this.email(request, { estatePlanId: params.id, mirror: true });
  }

  @Endpoint(routes.emailMirrorEstatePlanByPost)
  @Track()
  @HttpCode(200)
  postEmailMirrorEstatePlan(
    @Validated() input: Validated<typeof routes.emailMirrorEstatePlanByPost>,
    @Req() request: Request,
  ) {
    return this.emailMirrorEstatePlan(input, request);
  }

  @Endpoint(routes.emailAhcd)
  @HasEffects()
  @Track()
  emailAhcd(@Req() request: Request) {
    return this.email(request, { kind: 'AHCD' });
  }

  @Endpoint(routes.emailAhcdByPost)
  @Track()
  @HttpCode(200)
  postEmailAhcd(@Req() request: Request) {
    return this.emailAhcd(request);
  }

  @Endpoint(routes.emailDfpoa)
  @HasEffects()
  @Track()
  emailDfpoa(@Req() request: Request) {
    return this.email(request, { kind: 'DFPOA' });
  }

  @Endpoint(routes.emailDfpoaByPost)
  @Track()
  @HttpCode(200)
  postEmailDfpoa(@Req() request: Request) {
    return this.emailDfpoa(request);
  }

  @Endpoint(beneficiaryPlanRoutes.emailBeneficiaryPlan)
  @HasEffects()
  emailBeneficiaryPlan(@Req() request: Request) {
    return this.email(request, { kind: 'NONPROBATE_PLANS' });
  }

  @Endpoint(beneficiaryPlanRoutes.emailBeneficiaryPlanByPost)
  @HttpCode(200)
  postEmailBeneficiaryPlan(@Req() request: Request) {
    return this.emailBeneficiaryPlan(request);
  }

  private async email(request: Request, document: Parameters<EmailDocument['execute']>[1]) {
    const result = await this.emailDocument.execute(requesterOf(request), document);
    const { kind, ...sent } = result.match((value) => value, fail);
    if (isDocumentKind(kind))
      noteTrackedAct(request, {
        name: documentEventName(kind, 'email'),
        properties: { document: kind, ...('mirror' in document && { mirror: true }) },
      });
    return sent;
  }

  private async send(
    request: Request,
    response: Response,
    kind: StoredDocumentKind,
    completionType: string | undefined,
    mirror = false,
  ): Promise<StreamableFile> {
    const print = completionType?.toLowerCase() === 'print';
    const rendered = (
      await this.renderDocument.execute(requesterOf(request), kind, print ? 'print' : 'download', {
        mirror,
      })
    ).match((value) => value, fail);
    return pdfFile(response, rendered, print);
  }
}
