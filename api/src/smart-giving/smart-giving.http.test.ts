import type { LocalIdentityProvider } from '@bequest/adapters';
import { resolveFlags } from '@bequest/domain';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestApi } from '../testing/request-api';
import { cookieClient } from '../testing/sso';
import { signedInStaff, staffIssuerForTest } from '../testing/staff';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const HARBOR = 'org-harbor-food-bank';
const FRAMER = 'http://127.0.0.1:5173';

/** The nonprofits' smart giving pages, their staff screen and the widget's framing (issue 26). */
describe('smart giving pages and the widget', () => {
  let testApp: TestApp;
  let provider: LocalIdentityProvider;
  let directory: string;
  let manager: ReturnType<typeof cookieClient>;
  let admin: ReturnType<typeof cookieClient>;
  let anyone: ReturnType<typeof cookieClient>;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'bequest-widget-'));
    await writeFile(join(directory, 'index.html'), '<!doctype html><div id="root"></div>');
    const issuer = await staffIssuerForTest();
    let baseUrl: string;
    ({ testApp, baseUrl } = await startListeningTestApp({
      staffSignIn: issuer.settings,
      webDirectory: directory,
      featureFlags: resolveFlags({ FW_SGS_WIDGET: true }),
    }));
    provider = await issuer.start(['http://localhost']);
    manager = (await signedInStaff(baseUrl, 'partner_manager')).client;
    admin = (await signedInStaff(baseUrl, 'admin')).client;
    anyone = cookieClient(baseUrl, 'localhost');
  });
  afterAll(async () => {
    await provider.stop();
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('offers every way to give, each opening its flow, until staff choose; and keeps the attribution', async () => {
    const answer = await requestApi(testApp)
      .get('/v2/smartgiving/harbor-food-bank')
      .set('Host', 'localhost')
      .expect(200);
    expect(answer.body.ways.map((way: { path: string }) => way.path)).toEqual([
      '/will/residual-distribution?charity=Harbor%20Food%20Bank',
      '/account/beneficiaries',
      '/stocks/harbor-food-bank/give',
      '/qcd/harbor-food-bank/give',
      '/daf/harbor-food-bank',
    ]);
    expect(answer.body).toMatchObject({ displayName: 'Harbor Food Bank', story: null });
    expect(String(answer.headers['set-cookie'])).toContain(`partner_org_id=${HARBOR}`);
    const unknown = await anyone.getSmartGivingPage({ params: { urlName: 'no-such-charity' } });
    expect(unknown._unsafeUnwrapErr().error.code).toBe('REQUEST.NOT_FOUND');
    const index = (await anyone.listSmartGivingPages())._unsafeUnwrap();
    expect(index.map((entry) => entry.urlName)).toEqual(['harbor-food-bank', 'river-conservancy']);
  });

  it('lets a partner manager set the ways, story, color and widget sites, refusing bad ones by field; audited', async () => {
    const settings = {
      ways: ['stock', 'will'] as ('stock' | 'will')[],
      story: 'Every gift keeps neighbors fed.',
      primaryColor: '#1D4ED8',
      widgetOrigins: [FRAMER, `${FRAMER}/`],
    };
    const refusals = await Promise.all([
      manager.configureSmartGivingPage({
        params: { organizationId: HARBOR },
        body: { ...settings, widgetOrigins: ['http://www.example.org'] },
      }),
      manager.configureSmartGivingPage({
        params: { organizationId: HARBOR },
        body: { ...settings, widgetOrigins: ['*'] },
      }),
      manager.configureSmartGivingPage({
        params: { organizationId: HARBOR },
        body: { ...settings, ways: [] },
      }),
      manager.configureSmartGivingPage({
        params: { organizationId: HARBOR },
        body: { ...settings, primaryColor: 'blue' },
      }),
    ]);
    expect(
      refusals.map((refused) => Object.keys(refused._unsafeUnwrapErr().error.fields ?? {})),
    ).toEqual([['widgetOrigins'], ['widgetOrigins'], ['ways'], ['primaryColor']]);
    const unknown = await manager.configureSmartGivingPage({
      params: { organizationId: 'org-unknown' },
      body: settings,
    });
    expect(unknown._unsafeUnwrapErr().error.code).toBe('REQUEST.NOT_FOUND');

    const saved = (
      await manager.configureSmartGivingPage({ params: { organizationId: HARBOR }, body: settings })
    )._unsafeUnwrap();
    expect(saved.settings).toEqual({
      ...settings,
      primaryColor: '#1d4ed8',
      widgetOrigins: [FRAMER],
    });
    const page = (
      await anyone.getSmartGivingPage({ params: { urlName: 'harbor-food-bank' } })
    )._unsafeUnwrap();
    expect(page).toMatchObject({
      story: settings.story,
      primaryColor: '#1d4ed8',
      widgetOrigins: [FRAMER],
    });
    expect(page.ways.map((way) => way.way)).toEqual(['stock', 'will']);
    const listed = (await manager.listSmartGivingSettings())._unsafeUnwrap();
    expect(listed.find((item) => item.organizationId === HARBOR)?.updatedBy).toMatch(/@/);

    const audit = (await admin.listAuditEntries({ query: { perPage: 50 } }))._unsafeUnwrap();
    const actions = audit.items.map((entry) => [entry.action, entry.staffRole]);
    expect(actions).toContainEqual(['smart_giving.configure', 'partner_manager']);
    expect(actions).toContainEqual(['smart_giving.list', 'partner_manager']);
  });

  it('lets only the listed sites frame a nonprofit widget; every other page refuses every frame', async () => {
    await manager.configureSmartGivingPage({
      params: { organizationId: HARBOR },
      body: { ways: ['stock'], story: null, primaryColor: null, widgetOrigins: [FRAMER] },
    });
    const framersOf = async (path: string) => {
      const answer = await requestApi(testApp)
        .get(path)
        .set({ Host: 'localhost', Accept: 'text/html' });
      return /frame-ancestors ([^;]+)/.exec(String(answer.headers['content-security-policy']))?.[1];
    };
    expect(await framersOf('/widget/smartgiving/harbor-food-bank')).toBe(FRAMER);
    expect(await framersOf('/widget/smartgiving/river-conservancy')).toBe("'none'");
    expect(await framersOf('/widget/smartgiving/no-such-charity')).toBe("'none'");
    expect(await framersOf('/smartgiving/harbor-food-bank')).toBe("'none'");
    expect(await framersOf('/stocks/harbor-food-bank/give')).toBe("'none'");
    expect(await framersOf('/v2/smartgiving/harbor-food-bank')).toBe("'none'");
  });

  it('moves a legacy slug under /smartgiving to the page of the nonprofit it names now', async () => {
    const get = (path: string) => requestApi(testApp).get(path).set('Host', 'localhost');
    const moved = await get('/smartgiving/harborfoodbank?utm_source=mail').expect(301);
    expect(moved.headers.location).toBe('/smartgiving/harbor-food-bank?utm_source=mail');
    await get('/smartgiving/harbor-food-bank').expect(200);
  });

  it('serves the versioned embed script to other sites', async () => {
    const script = await requestApi(testApp)
      .get('/widget/v1/embed.js')
      .set('Host', 'localhost')
      .expect(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.text).toContain("'/widget/smartgiving/'");
    expect(script.text).not.toContain("'*'");
  });
});
