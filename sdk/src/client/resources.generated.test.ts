import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resourcesSource } from '../contract/resources-source';
import { createBequestClient } from './bequest-client';
import { createFirmClient } from './firm-client';

const FILE = join(__dirname, 'resources.generated.ts');

/** The generated resources (issue 25) are the contract's: written from it, and checked here. */
describe('the client resources generated from the contract', () => {
  it('are current: the checked-in file is what the contract writes', () => {
    // Formatted as the repository formats it: prettier's own command, with its configuration.
    const written = execFileSync(
      process.execPath,
      [require.resolve('prettier/bin/prettier.cjs'), '--stdin-filepath', FILE],
      { input: resourcesSource(), encoding: 'utf8' },
    );
    if (process.env.RESOURCES_WRITE === '1') writeFileSync(FILE, written);
    expect(readFileSync(FILE, 'utf8')).toBe(written);
  });

  it('call the route each method is named for, with JSDoc from its summary, failures and an example', async () => {
    const calls: string[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${new URL(url).pathname}`);
      return new Response(JSON.stringify([]), { status: 200 });
    }) as typeof globalThis.fetch;
    const bequest = createBequestClient({ baseUrl: 'http://bequest.test', fetch });
    expect(bequest.documents.get).toBe(bequest.getDocument);
    expect(bequest.profiles.update).toBe(bequest.updateProfile);
    expect(bequest.qcds.list).toBe(bequest.listQcds);
    await bequest.documentReviews.list();
    const firm = createFirmClient({ baseUrl: 'http://bequest.test', apiKey: 'bqk_live_x', fetch });
    expect(Object.keys(firm.clients).sort()).toEqual(['downloadDocument', 'list', 'listDocuments']);
    await firm.clients.listDocuments({ params: { clientId: 'c-1' } });
    expect(calls).toEqual(['GET /v2/me/document-reviews', 'GET /v2/firm/clients/c-1/documents']);

    const source = readFileSync(FILE, 'utf8');
    const comments = source.match(/\/\*\*[\s\S]*?\*\/\s+readonly \w+: BequestClient/g) ?? [];
    const methods = source.match(/readonly \w+: BequestClient\['/g) ?? [];
    expect(comments).toHaveLength(methods.length);
    for (const comment of comments) {
      expect(comment).toMatch(/Answers Ok with the route's response, or Err with one of: 400/);
      expect(comment).toMatch(/@example/);
    }
  });
});
