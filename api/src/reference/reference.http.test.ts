import { pickPressMentions } from '@bequest/domain';
import { requestApi } from '../testing/request-api';
import { clientFor, verifiedPerson } from '../testing/people';
import { startListeningTestApp, startTestApp, type TestApp } from '../testing/test-app';

describe('partners, marketing stats and traffic over HTTP (platform-core.md 7)', () => {
  let testApp: TestApp;
  const get = (path: string) => requestApi(testApp).get(`/v2${path}`).set('Host', 'localhost');

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('finds a partner by vanity name and remembers it in partner_org_id for a month', async () => {
    const response = await get('/partners/custom-url?product=will&urlName=Harbor-Food-Bank').expect(
      200,
    );
    expect(response.body).toMatchObject({
      urlName: 'harbor-food-bank',
      organizationId: 'org-harbor-food-bank',
      organization: { displayName: 'Harbor Food Bank' },
      isCaCompliant: true,
    });
    expect(response.headers['set-cookie']?.[0]).toMatch(
      /^partner_org_id=org-harbor-food-bank; Max-Age=2419200;/,
    );
  });

  it('finds a partner by organization id without setting the cookie', async () => {
    const response = await get(
      '/partners/custom-url?product=will&organizationId=org-river-conservancy',
    ).expect(200);
    expect(response.body.urlName).toBe('river-conservancy');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for an unknown partner, 400 without a name or id', async () => {
    const missing = await get('/partners/custom-url?product=will&urlName=nobody').expect(404);
    expect(missing.body.error.code).toBe('REQUEST.NOT_FOUND');
    const neither = await get('/partners/custom-url?product=will').expect(400);
    expect(neither.body.error.fields).toEqual({ urlName: 'Give either urlName or organizationId' });
  });

  it('answers the marketing stats asked for, with the section 9 defaults', async () => {
    const response = await get('/marketing-stats?fieldNames=WILLS_CREATED,AMOUNT_RAISED').expect(
      200,
    );
    expect(response.body).toEqual([
      { fieldName: 'AMOUNT_RAISED', fieldValues: '$6.2B' },
      { fieldName: 'WILLS_CREATED', fieldValues: '602K+' },
    ]);
  });

  it('answers the media mentions staff publish in the same store, none by default', async () => {
    expect((await get('/marketing-stats?fieldNames=PRESS_MENTIONS').expect(200)).body).toEqual([]);
    const mention = {
      outlet: 'Harbor Daily',
      logoUrl: 'https://cdn.example/harbor-daily.svg',
      articleUrl: 'https://harbordaily.example/free-wills',
    };
    await testApp.orm.em
      .fork()
      .execute('insert into marketing_stat (field_name, field_values) values (?, ?)', [
        'PRESS_MENTIONS',
        JSON.stringify([mention]),
      ]);
    const response = await get('/marketing-stats?fieldNames=PRESS_MENTIONS').expect(200);
    expect(pickPressMentions(response.body)).toEqual([mention]);
  });

  it('records traffic', async () => {
    await requestApi(testApp)
      .post('/v2/traffic')
      .set('Host', 'localhost')
      .send({ source: 'WEB', trackingData: { path: '/will' } })
      .expect(200);
    const rows = await testApp.orm.em.fork().execute('select source, tracking from traffic_record');
    expect(rows).toEqual([{ source: 'WEB', tracking: { path: '/will' } }]);
  });
});

describe('nonprofit search over HTTP (documents.md: charities as beneficiaries)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  it('finds partner organizations first, then known charities, with or without a session', async () => {
    const anonymous = clientFor(baseUrl, 'localhost');
    // A guest's stock gift starts by choosing the nonprofit (ADR 0019).
    expect(
      (await anonymous.searchNonprofits({ query: { text: 'food' } }))
        ._unsafeUnwrap()
        .map((nonprofit) => nonprofit.name),
    ).toEqual(['Harbor Food Bank']);
    const { token } = await verifiedPerson(testApp, anonymous, 'search.charity@example.com');
    const client = clientFor(baseUrl, 'localhost', () => token);
    const found = (await client.searchNonprofits({ query: { text: 'food' } }))._unsafeUnwrap();
    expect(found.map((nonprofit) => [nonprofit.name, nonprofit.isPartner])).toEqual([
      ['Harbor Food Bank', true],
    ]);
    const red = (await client.searchNonprofits({ query: { text: 'red cross' } }))._unsafeUnwrap();
    expect(red).toEqual([
      {
        id: 'charity:american-red-cross',
        name: 'American Red Cross',
        location: 'Washington, DC',
        isPartner: false,
        ein: null,
      },
    ]);
    expect((await client.searchNonprofits({ query: { text: '%' } }))._unsafeUnwrap()).toEqual([]);
  });
});
