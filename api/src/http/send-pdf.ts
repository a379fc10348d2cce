import { contentDispositionAttachment } from '@bequest/domain';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

/** A PDF answer: downloaded under its file name, or shown inline (a print preview); never cached. */
export const sendPdf = (
  response: Response,
  file: { readonly fileName: string; readonly pdf: Buffer },
  inline = false,
): void => {
  const disposition = contentDispositionAttachment(file.fileName);
  response
    .status(200)
    .type('application/pdf')
    .setHeader(
      'Content-Disposition',
      inline ? disposition.replace('attachment', 'inline') : disposition,
    )
    .setHeader('Cache-Control', 'no-store')
    .send(file.pdf);
};

/**
 * The same answer returned to Nest (with `@Res({ passthrough: true })`) instead of written at
 * once: its bytes leave only once the handler's interceptors are done, so a tracked download
 * (ADR 0028) is sent after its transaction committed. Its type and disposition travel with the
 * file, so an error answered instead is not labeled a PDF.
 */
export const pdfFile = (
  response: Response,
  file: { readonly fileName: string; readonly pdf: Buffer },
  inline = false,
): StreamableFile => {
  const disposition = contentDispositionAttachment(file.fileName);
  response.setHeader('Cache-Control', 'no-store');
  return new StreamableFile(file.pdf, {
    type: 'application/pdf',
    disposition: inline ? disposition.replace('attachment', 'inline') : disposition,
    length: file.pdf.length,
  });
};

/** A gift's letter (issue 23): downloaded with `download=true`, else shown inline. */
export const sendLetter = (
  response: Response,
  letter: { readonly fileName: string; readonly content: Buffer },
  download: 'true' | undefined,
): void =>
  sendPdf(response, { fileName: letter.fileName, pdf: letter.content }, download !== 'true');
