import { createBequestClient, type BequestClient } from '@bequest/sdk';
import { fetchCheckingAnswers } from '../testing/contract-answers';
import { getStarted, verifiedPerson } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

interface EventRow {
  name: string;
  tenant_id: string;
  account_id: string | null;
  anonymous_id: string | null;
  properties: Record<string, unknown>;
  context: Record<string, unknown>;
}

const TRACKING = {
  timeZone: 'America/Chicago',
  deviceWidth: 390,
  deviceHeight: 844,
  path: '/Account',
  hash: '',
  query: { utm_source: 'newsletter', email: 'leak@example.com' },
};

describe('product analytics over HTTP (issue 31, ADR 0028)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  /** A client on the main brand sending the web's headers, and more when given. */
  const browser = (
    options: {
      token?: () => string | null;
      headers?: Record<string, string>;
      cookie?: () => string;
    } = {},
  ): BequestClient =>
    createBequestClient({
      baseUrl,
      ...(options.token && { token: options.token }),
      headers: () => ({
        'x-web-version': '2026.11.27',
        'accept-language': 'en-US,en;q=0.9',
        'extra-tracking-data': JSON.stringify(TRACKING),
        ...options.headers,
        ...(options.cookie && { cookie: options.cookie() }),
      }),
      fetch: ((url: string, init: RequestInit) =>
        fetchCheckingAnswers(url, {
          ...init,
          headers: { ...(init.headers as object), 'x-forwarded-host': 'localhost' },
        })) as typeof fetch,
    });

  const rows = async (where = 'true', values: unknown[] = []): Promise<EventRow[]> =>
    (await testApp.orm.em
      .fork()
      .execute(
        `select name, tenant_id, account_id, anonymous_id, properties, context from analytics_event where ${where} order by id`,
        values,
      )) as EventRow[];
  const rowsOf = (accountId: string) => rows('account_id = ?', [accountId]);
  const rowsOfAnonymous = (anonymousId: string) => rows('anonymous_id = ?', [anonymousId]);

  /** The events of a PDF route are kept once its file is sent: waits, bounded, for the count. */
  const eventually = async (read: () => Promise<EventRow[]>, count: number) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const found = await read();
      if (found.length >= count) return found;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return read();
  };

  const person = async (email: string, headers: Record<string, string> = {}) => {
    const grant = await getStarted(browser({ headers }), email);
    return {
      accountId: grant.user.activeProfile.accountId!,
      client: browser({ token: () => grant.token, headers }),
      grant,
    };
  };

  it('records a web event with the anonymous id, the tracking headers and no personal data; 204', async () => {
    const response = await fetch(`${baseUrl}/v2/analytics/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'bequest',
        'x-forwarded-host': 'localhost',
        'x-web-version': '2026.11.27',
        'accept-language': 'en-US,en;q=0.9',
        'extra-tracking-data': JSON.stringify(TRACKING),
      },
      body: JSON.stringify({
        name: 'will_continue',
        anonymousId: 'anon-0001-web',
        properties: { document: 'WILL', email: 'ann@example.com', fullName: 'Ann Smith' },
      }),
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await rowsOfAnonymous('anon-0001-web')).toEqual([
      {
        name: 'will_continue',
        tenant_id: 'bequest',
        account_id: null,
        anonymous_id: 'anon-0001-web',
        properties: { document: 'WILL' },
        context: {
          webVersion: '2026.11.27',
          locale: 'en-US',
          timeZone: 'America/Chicago',
          deviceWidth: 390,
          deviceHeight: 844,
          path: '/account',
          hash: '',
          query: { utm_source: 'newsletter' },
        },
      },
    ]);
  });

  it('refuses a name outside the web list, naming the field, and keeps nothing', async () => {
    const sdk = browser();
    for (const name of ['will_deleted', 'will_download', 'log_in']) {
      const refused = await sdk.recordAnalyticsEvent({
        body: { name: name as never, anonymousId: 'anon-0002-bad' },
      });
      expect(refused._unsafeUnwrapErr()).toMatchObject({
        status: 400,
        error: { code: 'REQUEST.INVALID', fields: { name: expect.any(String) } },
      });
    }
    const badId = await sdk.recordAnalyticsEvent({
      body: { name: 'will_edit', anonymousId: 'ann@example.com' },
    });
    expect(badId._unsafeUnwrapErr().error.fields).toHaveProperty('anonymousId');
    expect(await rowsOfAnonymous('anon-0002-bad')).toEqual([]);
  });

  it('counts a signed-in person by their account id', async () => {
    const { accountId, client } = await person('counted@example.com');
    (await client.recordAnalyticsEvent({ body: { name: 'poa_learn_more' } }))._unsafeUnwrap();
    expect((await rowsOf(accountId)).map((row) => row.name)).toEqual([
      'get_started',
      'poa_learn_more',
    ]);
  });

  it('records downloads, print previews, e-mails, starts and finalizations on the server', async () => {
    const client = browser();
    const verified = await verifiedPerson(testApp, client, 'server-side@example.com');
    const sdk = browser({ token: () => verified.token });
    const accountId = verified.user.activeProfile.accountId!;
    const profile = verified.user.activeProfile;
    (
      await sdk.updateProfile({
        params: { profileId: profile.randId },
        body: { version: profile.version, administrativeArea: 'TX', postalCode: '73301' },
      })
    )._unsafeUnwrap();
    const will = (await sdk.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    (await sdk.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
    (await sdk.downloadWill({ query: { completionType: 'print' } }))._unsafeUnwrap();
    (await sdk.emailEstatePlan({ params: { id: will.data.randId as string } }))._unsafeUnwrap();
    (await sdk.toggleDocumentFinalized({ params: { kind: 'will' } }))._unsafeUnwrap();
    const kept = await eventually(() => rowsOf(accountId), 6);
    expect(kept.map((row) => [row.name, row.properties])).toEqual([
      ['email_verified', {}],
      ['will_start', { document: 'WILL' }],
      ['will_download', { document: 'WILL' }],
      ['will_print', { document: 'WILL' }],
      ['will_email', { document: 'WILL' }],
      ['will_finalization', { document: 'WILL', finalized: true }],
    ]);
    expect(kept.every((row) => row.context.webVersion === '2026.11.27')).toBe(true);
  });

  it('never keeps an e-mail, a name or a birth date, whatever the calls carried', async () => {
    const { accountId, client } = await person('private.person@example.com');
    (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    (
      await client.recordAnalyticsEvent({
        body: {
          name: 'will_edit',
          properties: {
            email: 'private.person@example.com',
            firstName: 'Ana',
            birthDate: '01/15/1980',
            note: 'private.person@example.com',
          },
        },
      })
    )._unsafeUnwrap();
    const kept = JSON.stringify(await rowsOf(accountId));
    expect(kept).toContain('will_edit');
    for (const personal of ['private.person', 'example.com', '"Ana"', 'Li', '1980', '01/15'])
      expect(kept).not.toContain(personal);
  });

  describe.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('%s', (_signal, signal) => {
    it('records nothing while the browser sends it, and records again once it does not', async () => {
      const on = await person(`signal-${Object.keys(signal)[0]}@example.com`, signal);
      (await on.client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
      (await on.client.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
      (await on.client.recordAnalyticsEvent({ body: { name: 'will_continue' } }))._unsafeUnwrap();
      expect(await rowsOf(on.accountId)).toEqual([]);
      expect((await on.client.getAnalyticsOptOut())._unsafeUnwrap()).toEqual({
        optedOut: false,
        browserSignal: true,
      });

      const off = browser({ token: () => on.grant.token });
      (await off.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
      expect((await eventually(() => rowsOf(on.accountId), 1)).map((row) => row.name)).toEqual([
        'will_download',
      ]);
      expect((await off.getAnalyticsOptOut())._unsafeUnwrap().browserSignal).toBe(false);
    });
  });

  it("keeps the do-not-sell choice in the browser's cookie and on the account, both ways", async () => {
    // An anonymous browser opts out: its cookie stops its events.
    const set = await fetch(`${baseUrl}/v2/analytics/opt-out`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'bequest',
        'x-forwarded-host': 'localhost',
      },
      body: JSON.stringify({ optedOut: true }),
    });
    expect(set.status).toBe(200);
    const cookie = set.headers.getSetCookie().find((line) => line.startsWith('analytics_opt_out='));
    expect(cookie).toMatch(/^analytics_opt_out=1; Path=\/; Expires=Fri, 31 Dec 9999/);
    const optedOutBrowser = browser({ cookie: () => 'analytics_opt_out=1' });
    (
      await optedOutBrowser.recordAnalyticsEvent({
        body: { name: 'will_continue', anonymousId: 'anon-0003-optout' },
      })
    )._unsafeUnwrap();
    expect(await rowsOfAnonymous('anon-0003-optout')).toEqual([]);
    expect((await optedOutBrowser.getAnalyticsOptOut())._unsafeUnwrap().optedOut).toBe(true);

    // A signed-in person opts out: no event from any browser of theirs, until they opt in.
    const { accountId, client, grant } = await person('opted-out@example.com');
    (await client.setAnalyticsOptOut({ body: { optedOut: true } }))._unsafeUnwrap();
    const elsewhere = browser({ token: () => grant.token });
    expect((await elsewhere.getAnalyticsOptOut())._unsafeUnwrap().optedOut).toBe(true);
    (await elsewhere.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    (await elsewhere.recordAnalyticsEvent({ body: { name: 'will_continue' } }))._unsafeUnwrap();
    expect((await rowsOf(accountId)).map((row) => row.name)).toEqual(['get_started']);

    (await client.setAnalyticsOptOut({ body: { optedOut: false } }))._unsafeUnwrap();
    expect((await elsewhere.getAnalyticsOptOut())._unsafeUnwrap().optedOut).toBe(false);
    (await elsewhere.recordAnalyticsEvent({ body: { name: 'will_continue' } }))._unsafeUnwrap();
    expect((await rowsOf(accountId)).map((row) => row.name)).toEqual([
      'get_started',
      'will_continue',
    ]);
  });

  it('keeps a partner page visit in estate_plan_referrer, which a plan started later takes', async () => {
    const found = await fetch(
      `${baseUrl}/v2/partners/custom-url?product=will&urlName=harbor-food-bank`,
      { headers: { 'x-forwarded-host': 'localhost', 'x-requested-with': 'bequest' } },
    );
    expect(found.status).toBe(200);
    expect(found.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^estate_plan_referrer=PARTNER_PAGE; Max-Age=2419200; Path=\//),
    );
    const referred = await person('referred@example.com');
    const cookied = browser({
      token: () => referred.grant.token,
      cookie: () => 'estate_plan_referrer=PARTNER_PAGE',
    });
    const will = (await cookied.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    expect(will.data.referrer).toBe('PARTNER_PAGE');
    const direct = await person('direct@example.com');
    const plain = (
      await direct.client.createDocument({ params: { kind: 'will' } })
    )._unsafeUnwrap();
    expect(plain.data.referrer ?? null).toBeNull();
    const unknown = await person('unknown-referrer@example.com');
    const forged = browser({
      token: () => unknown.grant.token,
      cookie: () => 'estate_plan_referrer=SOMEONE_ELSE',
    });
    expect(
      (await forged.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap().data.referrer ??
        null,
    ).toBeNull();
  });

  it('limits the events one address may send', async () => {
    const sdk = browser();
    const answers: number[] = [];
    // Bounded: a fixed window may end once during the loop, never twice.
    for (let sent = 0; sent < 245; sent++) {
      const answer = await sdk.recordAnalyticsEvent({
        body: { name: 'rlt_continue', anonymousId: 'anon-0004-flood' },
      });
      answers.push(answer.isOk() ? 204 : answer.error.status);
      if (!answer.isOk()) break;
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 204).length).toBeLessThanOrEqual(120);
  });
});
