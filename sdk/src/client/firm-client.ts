import { firmRoutes, type FirmRouteName } from '../contract/firm.routes';
import { createBequestClient, type BequestClient } from './bequest-client';
import { withResources, type FirmResources } from './resources';

/** The typed client of a partner firm's own routes (issue 25, ADR 0027). */
export type FirmClient = Pick<BequestClient, FirmRouteName> & FirmResources;

export interface FirmClientOptions {
  /** Bequest's API origin, e.g. `https://app.bequest.example`; the tenant is the key's. */
  readonly baseUrl: string;
  /** The firm's API key, `bqk_live_…`, as staff issued it; keep it out of browsers. */
  readonly apiKey: string;
  readonly fetch?: typeof fetch;
}

/**
 * A partner firm's client, authenticated by the firm's API key (sent as `Authorization: Bearer`,
 * never a cookie): its clients and their progress, their documents and the finished PDFs, as
 * `firm.clients.list`, `firm.clients.listDocuments` and `firm.clients.downloadDocument` (or by
 * their route names, `listFirmClients` …).
 *
 * @example
 * const firm = createFirmClient({ baseUrl: 'https://app.bequest.example', apiKey: process.env.BEQUEST_API_KEY! });
 * let cursor: string | undefined;
 * do {
 *   const page = await firm.clients.list({ query: { limit: 100, cursor } });
 *   if (page.isErr()) throw new Error(page.error.error.message);
 *   for (const client of page.value.items) console.log(client.email, client.documents);
 *   cursor = page.value.nextCursor ?? undefined;
 * } while (cursor);
 */
export const createFirmClient = (options: FirmClientOptions): FirmClient => {
  const client = createBequestClient({
    baseUrl: options.baseUrl,
    token: () => options.apiKey,
    credentials: 'omit',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return withResources<Pick<BequestClient, FirmRouteName>, FirmResources>(
    Object.fromEntries(
      Object.keys(firmRoutes).map((name) => [name, client[name as FirmRouteName]]),
    ) as unknown as Pick<BequestClient, FirmRouteName>,
    ['clients'],
  );
};
