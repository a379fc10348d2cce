import { contentDispositionAttachment } from '@bequest/domain';
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

/** A gift's letter (issue 23): downloaded with `download=true`, else shown inline. */
export const sendLetter = (
  response: Response,
  letter: { readonly fileName: string; readonly content: Buffer },
  download: 'true' | undefined,
): void =>
  sendPdf(response, { fileName: letter.fileName, pdf: letter.content }, download !== 'true');
