import type { DocumentFile } from '@bequest/sdk/app';

/** Hands a PDF to the browser: saved under its file name, or opened to print. */
export const handPdf = (file: DocumentFile, print: boolean) => {
  const url = URL.createObjectURL(
    new Blob([file.content as BlobPart], { type: 'application/pdf' }),
  );
  if (print) window.open(url, '_blank', 'noopener');
  else {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName ?? 'document.pdf';
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
