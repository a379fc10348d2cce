import { BuiltInExperimentAssignments } from '@bequest/application';
import { resolveExperimentSwitches } from '@bequest/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  experimentAssignmentsFromEnv,
  GrowthBookExperimentAssignments,
} from './growthbook-experiment-assignments';

/** What the stand-in GrowthBook server serves: two experiments run, one is a plain flag. */
const FEATURES = {
  features: {
    FW_DOWNLOAD_PAGE_REDESIGN: {
      defaultValue: null,
      rules: [
        {
          key: 'download-page-redesign',
          variations: ['control', 'redesign'],
          weights: [0.5, 0.5],
          hashAttribute: 'id',
          coverage: 1,
        },
      ],
    },
    attorney_consult_banner_copy: {
      defaultValue: null,
      rules: [{ condition: { tenantId: 'bequest' }, force: 'questions' }],
    },
    FW_TRUST_ALL_STATES: { defaultValue: false },
  },
};

describe('arms from a GrowthBook server through its SDK (ADR 0023)', () => {
  let server: Server;
  let apiHost = '';
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      if (request.url === '/api/features/sdk-bequest')
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(FEATURES));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('splits people by their id, the same arm on every call, and follows forced rules', async () => {
    const growthBook = await GrowthBookExperimentAssignments.connect({
      apiHost,
      clientKey: 'sdk-bequest',
    });
    const person = (personId: string, tenantId = 'bequest') => ({ tenantId, personId });
    const arms = await Promise.all(
      Array.from({ length: 1_000 }, (_, index) =>
        growthBook.armOf('FW_DOWNLOAD_PAGE_REDESIGN', person(`person-${index}`)),
      ),
    );
    const redesigned = arms.filter((arm) => arm === 'redesign').length;
    expect(arms.every((arm) => arm === 'control' || arm === 'redesign')).toBe(true);
    expect(Math.abs(redesigned - 500)).toBeLessThan(60);
    expect(await growthBook.armOf('FW_DOWNLOAD_PAGE_REDESIGN', person('person-7'))).toBe(arms[7]);

    expect(await growthBook.armOf('attorney_consult_banner_copy', person('ana'))).toBe('questions');
    expect(
      await growthBook.armOf('attorney_consult_banner_copy', person('ana', 'willow')),
    ).toBeNull();
    // A plain flag, or a feature GrowthBook does not have, puts nobody in the experiment.
    expect(await growthBook.armOf('FW_TRUST_ALL_STATES', person('ana'))).toBeNull();
    expect(await growthBook.armOf('FW_SHARE_WILL_FLOW_USERS_OPTIONAL', person('ana'))).toBeNull();
    // Evaluated here: GrowthBook was asked for its features once and told about nobody.
    expect(requests).toEqual(['GET /api/features/sdk-bequest']);
  });

  it('refuses to start on a GrowthBook that gives no features', async () => {
    await expect(
      GrowthBookExperimentAssignments.connect({ apiHost, clientKey: 'sdk-unknown' }),
    ).rejects.toThrow(/GrowthBook at http:\/\/127\.0\.0\.1:\d+ gave no features/);
  });

  it('uses GrowthBook only when a client key is configured', async () => {
    const switches = resolveExperimentSwitches();
    expect(await experimentAssignmentsFromEnv({}, switches)).toBeInstanceOf(
      BuiltInExperimentAssignments,
    );
    expect(
      await experimentAssignmentsFromEnv(
        { GROWTHBOOK_CLIENT_KEY: 'sdk-bequest', GROWTHBOOK_API_HOST: apiHost },
        switches,
      ),
    ).toBeInstanceOf(GrowthBookExperimentAssignments);
  });
});
