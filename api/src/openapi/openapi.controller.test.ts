import { API_VERSION, createBequestClient, openApiDocument } from '@bequest/sdk';
import { fetchCheckingAnswers } from '../testing/contract-answers';
import { requestApi } from '../testing/request-api';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('the API serves the SDK contract', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  it('GET /v2/openapi.json is the document generated from the contract, of the version the SDK speaks', async () => {
    const response = await requestApi(testApp).get('/v2/openapi.json').expect(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(openApiDocument(API_VERSION))));
    expect(response.body.info.version).toBe(API_VERSION);
  });

  it('the typed client reads the tenant of its host over HTTP', async () => {
    const client = createBequestClient({
      baseUrl: baseUrl.replace('127.0.0.1', 'localhost'),
      fetch: fetchCheckingAnswers as typeof fetch,
    });
    const tenant = await client.getTenant();
    expect(tenant._unsafeUnwrap()).toMatchObject({ tenantId: 'bequest', environment: 'local' });
    expect((await client.getHealth())._unsafeUnwrap()).toEqual({ status: 'ok' });
  });
});
