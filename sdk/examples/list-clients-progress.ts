/**
 * A partner firm's server lists its clients and where each document of their plan stands, a page
 * at a time, with the firm's API key (scope `clients:read`).
 *
 *   BEQUEST_URL=http://localhost:3000 BEQUEST_API_KEY=bqk_live_… npx tsx examples/list-clients-progress.ts
 */
import { createFirmClient, type FirmClientSummary } from '@bequest/sdk';

/** Every client of the firm, each with its documents' progress, printed one line a client. */
export const listClientsProgress = async ({
  baseUrl,
  apiKey,
  log = console.log,
}: {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly log?: (line: string) => void;
}): Promise<FirmClientSummary[]> => {
  const firm = createFirmClient({ baseUrl, apiKey });
  const clients: FirmClientSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await firm.clients.list({ query: { limit: 100, cursor } });
    if (page.isErr()) throw new Error(`${page.error.status} ${page.error.error.message}`);
    for (const client of page.value.items) {
      clients.push(client);
      const documents = client.documents
        .map((document) => `${document.kind} ${document.progress}`)
        .join(', ');
      log(`${client.name} <${client.email}>: ${documents || 'no documents yet'}`);
    }
    cursor = page.value.nextCursor ?? undefined;
  } while (cursor);
  return clients;
};

if (require.main === module)
  void listClientsProgress({
    baseUrl: process.env.BEQUEST_URL ?? 'http://localhost:3000',
    apiKey: process.env.BEQUEST_API_KEY ?? '',
  });
