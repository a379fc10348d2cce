/**
 * A partner firm's server downloads a client's finished document as a PDF, with the firm's API
 * key (scope `documents:read`). A document not finished yet is refused with 409
 * DOCUMENT.NOT_FINISHED; one not started is 404.
 *
 *   BEQUEST_URL=http://localhost:3000 BEQUEST_API_KEY=bqk_live_… CLIENT_ID=… KIND=will \
 *     npx tsx examples/download-a-finished-document.ts
 */
import { createFirmClient } from '@bequest/sdk';
import { writeFile } from 'node:fs/promises';

type DocumentSlug = 'will' | 'rlt' | 'ahcd' | 'dfpoa';

/** Writes the PDF to `file` and answers its size, or null when the document is not finished. */
export const downloadFinishedDocument = async ({
  baseUrl,
  apiKey,
  clientId,
  kind,
  file,
}: {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly clientId: string;
  readonly kind: DocumentSlug;
  readonly file: string;
}): Promise<number | null> => {
  const firm = createFirmClient({ baseUrl, apiKey });
  const pdf = await firm.clients.downloadDocument({ params: { clientId, kind } });
  if (pdf.isErr()) {
    if (pdf.error.error.code === 'DOCUMENT.NOT_FINISHED') return null;
    throw new Error(`${pdf.error.status} ${pdf.error.error.message}`);
  }
  await writeFile(file, pdf.value.content);
  return pdf.value.content.byteLength;
};

if (require.main === module)
  void downloadFinishedDocument({
    baseUrl: process.env.BEQUEST_URL ?? 'http://localhost:3000',
    apiKey: process.env.BEQUEST_API_KEY ?? '',
    clientId: process.env.CLIENT_ID ?? '',
    kind: (process.env.KIND ?? 'will') as DocumentSlug,
    file: process.env.OUT ?? 'document.pdf',
  }).then((bytes) => console.log(bytes === null ? 'Not finished yet.' : `${bytes} bytes`));
