import { EmailWill, RenderWill } from '@bequest/application';
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
    private readonly renderWill: RenderWill,
    private readonly emailWill: EmailWill,
  ) {}

  /** E-mail the will as a PDF attachment (documents.md 7.5). */
  @Post('email/estate_plan/:id')
  @HttpCode(200)
  async email(@Req() request: Request, @Param('id') id: string) {
    const result = await this.emailWill.execute(requesterOf(request), id.slice(0, 100));
    return result.match((value) => value, fail);
  }

  @Get('will.pdf')
  async will(
    @Req() request: Request,
    @Res() response: Response,
    @Query('completionType') completionType?: string,
  ): Promise<void> {
    const print = completionType?.toLowerCase() === 'print';
    const rendered = (
      await this.renderWill.execute(requesterOf(request), print ? 'print' : 'download')
    ).match((value) => value, fail);
    response
      .status(200)
      .type('application/pdf')
      .setHeader(
        'Content-Disposition',
        print
          ? contentDispositionAttachment(rendered.fileName).replace('attachment', 'inline')
          : contentDispositionAttachment(rendered.fileName),
      )
      .setHeader('Cache-Control', 'no-store')
      .send(rendered.pdf);
  }
}
