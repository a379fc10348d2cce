import { EmailDocument, RenderDocument, type StoredDocumentKind } from '@bequest/application';
import { beneficiaryPlanRoutes, documentFileRoutes } from '@bequest/sdk/contract';
import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { HasEffects, SessionGuard } from '../http/session.guard';
import { sendPdf } from '../http/send-pdf';
import { validate } from '../http/validate';

/** A contract route's path as Nest takes it, without the leading slash. */
const pathOf = (route: { readonly path: string }) => route.path.slice(1);

/**
 * The specification's own paths, outside the /v2 prefix (DECISIONS.md "The API"), as the SDK's
 * contract writes them.
 */
export const PDF_PATHS = {
  will: pathOf(documentFileRoutes.downloadWill),
  trust: pathOf(documentFileRoutes.downloadTrust),
  ahcd: pathOf(documentFileRoutes.downloadAhcd),
  ahcdService: pathOf(documentFileRoutes.downloadAhcdFromPdfService),
  dfpoaService: pathOf(documentFileRoutes.downloadDfpoa),
  beneficiaryPlan: pathOf(beneficiaryPlanRoutes.downloadBeneficiaryPlan),
  emailEstatePlan: pathOf(documentFileRoutes.emailEstatePlan),
  emailMirrorEstatePlan: pathOf(documentFileRoutes.emailMirrorEstatePlan),
  emailAhcd: pathOf(documentFileRoutes.emailAhcd),
  emailDfpoa: pathOf(documentFileRoutes.emailDfpoa),
  emailBeneficiaryPlan: pathOf(beneficiaryPlanRoutes.emailBeneficiaryPlan),
};

/**
 * The document PDFs (documents.md 7.4-7.5; giving-and-beneficiaries.md 7.2): `?download=true` to download,
 * `completionType=print` for the print preview shown inline, and the e-mail paths, which send
 * the PDF as an attachment. The e-mails answer GET as the specification calls them, and POST.
 */
@Controller()
@UseGuards(SessionGuard)
export class PdfController {
  constructor(
    private readonly renderDocument: RenderDocument,
    private readonly emailDocument: EmailDocument,
  ) {}

  /** `mirror=true` gives the spouse's mirror will. */
  @Get(PDF_PATHS.will)
  will(@Req() request: Request, @Res() response: Response) {
    const query = validate(documentFileRoutes.downloadWill.query, request.query);
    return this.send(request, response, 'WILL', query.completionType, query.mirror === 'true');
  }

  @Get(PDF_PATHS.trust)
  trust(@Req() request: Request, @Res() response: Response) {
    const query = validate(documentFileRoutes.downloadTrust.query, request.query);
    return this.send(request, response, 'RLT', query.completionType);
  }

  @Get([PDF_PATHS.ahcd, PDF_PATHS.ahcdService])
  ahcd(@Req() request: Request, @Res() response: Response) {
    const query = validate(documentFileRoutes.downloadAhcd.query, request.query);
    return this.send(request, response, 'AHCD', query.completionType);
  }

  @Get(PDF_PATHS.dfpoaService)
  dfpoa(@Req() request: Request, @Res() response: Response) {
    const query = validate(documentFileRoutes.downloadDfpoa.query, request.query);
    return this.send(request, response, 'DFPOA', query.completionType);
  }

  @Get(PDF_PATHS.beneficiaryPlan)
  beneficiaryPlan(@Req() request: Request, @Res() response: Response) {
    const query = validate(beneficiaryPlanRoutes.downloadBeneficiaryPlan.query, request.query);
    return this.send(request, response, 'NONPROBATE_PLANS', query.completionType);
  }

  @Get(PDF_PATHS.emailEstatePlan)
  @HasEffects()
  emailEstatePlan(@Req() request: Request, @Param('id') id: string) {
    return this.email(request, { estatePlanId: id.slice(0, 100) });
  }

  @Post(PDF_PATHS.emailEstatePlan)
  @HttpCode(200)
  postEmailEstatePlan(@Req() request: Request, @Param('id') id: string) {
    return this.emailEstatePlan(request, id);
  }

  @Get(PDF_PATHS.emailMirrorEstatePlan)
  @HasEffects()
  emailMirrorEstatePlan(@Req() request: Request, @Param('id') id: string) {
    return this.email(request, { estatePlanId: id.slice(0, 100), mirror: true });
  }

  @Post(PDF_PATHS.emailMirrorEstatePlan)
  @HttpCode(200)
  postEmailMirrorEstatePlan(@Req() request: Request, @Param('id') id: string) {
    return this.emailMirrorEstatePlan(request, id);
  }

  @Get(PDF_PATHS.emailAhcd)
  @HasEffects()
  emailAhcd(@Req() request: Request) {
    return this.email(request, { kind: 'AHCD' });
  }

  @Post(PDF_PATHS.emailAhcd)
  @HttpCode(200)
  postEmailAhcd(@Req() request: Request) {
    return this.emailAhcd(request);
  }

  @Get(PDF_PATHS.emailDfpoa)
  @HasEffects()
  emailDfpoa(@Req() request: Request) {
    return this.email(request, { kind: 'DFPOA' });
  }

  @Post(PDF_PATHS.emailDfpoa)
  @HttpCode(200)
  postEmailDfpoa(@Req() request: Request) {
    return this.emailDfpoa(request);
  }

  @Get(PDF_PATHS.emailBeneficiaryPlan)
  @HasEffects()
  emailBeneficiaryPlan(@Req() request: Request) {
    return this.email(request, { kind: 'NONPROBATE_PLANS' });
  }

  @Post(PDF_PATHS.emailBeneficiaryPlan)
  @HttpCode(200)
  postEmailBeneficiaryPlan(@Req() request: Request) {
    return this.emailBeneficiaryPlan(request);
  }

  private async email(request: Request, document: Parameters<EmailDocument['execute']>[1]) {
    const result = await this.emailDocument.execute(requesterOf(request), document);
    return result.match((value) => value, fail);
  }

  private async send(
    request: Request,
    response: Response,
    kind: StoredDocumentKind,
    completionType: string | undefined,
    mirror = false,
  ): Promise<void> {
    const print = completionType?.toLowerCase() === 'print';
    const rendered = (
      await this.renderDocument.execute(requesterOf(request), kind, print ? 'print' : 'download', {
        mirror,
      })
    ).match((value) => value, fail);
    sendPdf(response, rendered, print);
  }
}
