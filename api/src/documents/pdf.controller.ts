import { EmailEstatePlan, RenderEstatePlan } from '@bequest/application';
import { contentDispositionAttachment } from '@bequest/domain';
import { Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { SessionGuard } from '../http/session.guard';

/**
 * The document PDFs at the specification's own paths (documents.md 7.4, DECISIONS.md "The
 * API"): `?download=true` to download, `&completionType=print` for the print preview.
 */
@Controller()
@UseGuards(SessionGuard)
export class PdfController {
  constructor(
    private readonly renderEstatePlan: RenderEstatePlan,
    private readonly emailEstatePlan: EmailEstatePlan,
  ) {}

  /** E-mail the will or trust as a PDF attachment (documents.md 7.5). */
  @Post('email/estate_plan/:id')
  @HttpCode(200)
  async email(@Req() request: Request, @Param('id') id: string) {
    const result = await this.emailEstatePlan.execute(requesterOf(request), id.slice(0, 100));
    return result.match((value) => value, fail);
  }

  @Get('will.pdf')
  will(@Req() request: Request, @Res() response: Response, @Query('completionType') type?: string) {
    return this.send(request, response, 'WILL', type);
  }

  @Get('rlt.pdf')
  trust(
    @Req() request: Request,
    @Res() response: Response,
    @Query('completionType') type?: string,
  ) {
    return this.send(request, response, 'RLT', type);
  }

  private async send(
    request: Request,
    response: Response,
    planType: 'WILL' | 'RLT',
    completionType: string | undefined,
  ): Promise<void> {
    const print = completionType?.toLowerCase() === 'print';
    const rendered = (
      await this.renderEstatePlan.execute(
        requesterOf(request),
        planType,
        print ? 'print' : 'download',
      )
    ).match((value) => value, fail);
    const disposition = contentDispositionAttachment(rendered.fileName);
    response
      .status(200)
      .type('application/pdf')
      .setHeader(
        'Content-Disposition',
        print ? disposition.replace('attachment', 'inline') : disposition,
      )
      .setHeader('Cache-Control', 'no-store')
      .send(rendered.pdf);
  }
}
