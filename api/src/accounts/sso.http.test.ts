import { LocalIdentityProvider, LOCAL_SSO_USERS, localIssuers } from '@bequest/adapters';
import { finishTrustBasedPlan } from '../testing/finished-plan';
import { clientFor } from '../testing/people';
import { cookieClient, pointSsoAt, signInAtProvider } from '../testing/sso';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const ACME = 'acme-wealth.localhost';
const BENEFITCO = 'benefitco.localhost';
const acmeUser = LOCAL_SSO_USERS['acme-wealth']!;

describe('single sign-on over OpenID Connect (platform-core.md 2.8, 4.2)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let provider: LocalIdentityProvider;

  const startAt = async (host: string) => {
    const client = cookieClient(baseUrl, host);
    const started = await client.startSingleSignOn({ body: { returnPath: '/account' } });
    return { client, authorizationUrl: started._unsafeUnwrap().authorizationUrl };
  };
  const signIn = async (host = ACME, user = acmeUser) => {
    const { client, authorizationUrl } = await startAt(host);
    const callbackQuery = await signInAtProvider(authorizationUrl, user);
    return { client, callbackQuery };
  };

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
    provider = await LocalIdentityProvider.start({
      issuers: localIssuers((tenantId) => [`http://${tenantId}.localhost`]),
      codeTtlSeconds: 2,
    });
    for (const tenantId of ['acme-wealth', 'benefitco'])
      await pointSsoAt(testApp, tenantId, provider.issuerUrl(tenantId));
  });
  afterAll(async () => {
    await provider.stop();
    await testApp.close();
  });

  it('creates the account and owner profile from the ID token on the first sign-in, and finds it by issuer and subject after', async () => {
    const { authorizationUrl } = await startAt(ACME);
    const url = new URL(authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${provider.issuerUrl('acme-wealth')}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'bequest-acme-wealth',
      redirect_uri: 'http://acme-wealth.localhost/callback',
      response_type: 'code',
      code_challenge_method: 'S256',
    });

    const first = await signIn();
    const grant = (
      await first.client.completeSingleSignOn({ body: { callbackQuery: first.callbackQuery } })
    )._unsafeUnwrap();
    expect(grant).toMatchObject({
      code: 200,
      returnPath: '/account',
      user: {
        email: 'client@acme-wealth.example',
        isLoggedIn: true,
        hasAcceptedLatestTerms: false,
        activeProfile: { fullName: { first: 'Jordan', middle: '', last: 'Rivera' } },
      },
    });
    const me = (await first.client.getCurrentUser())._unsafeUnwrap();
    expect(me.accountOwnerId).toBe(grant.user.accountOwnerId);

    const second = await signIn();
    const again = (
      await second.client.completeSingleSignOn({ body: { callbackQuery: second.callbackQuery } })
    )._unsafeUnwrap();
    expect(again.user.accountOwnerId).toBe(grant.user.accountOwnerId);
    expect(again.user.signInCount).toBe(2);
  });

  it('tells the wealth advisor by e-mail, once, when the client finishes the plan', async () => {
    const { client, callbackQuery } = await signIn();
    (await client.completeSingleSignOn({ body: { callbackQuery } }))._unsafeUnwrap();
    const me = (await client.getCurrentUser())._unsafeUnwrap();
    (
      await client.savePackageType({
        body: { version: me.activeProfile.version, estatePlanPackageType: 'trust_based' },
      })
    )._unsafeUnwrap();
    await finishTrustBasedPlan(client);
    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor('advisor@acme-wealth.example', (message) =>
      message.subject.includes('completed their estate plan'),
    );
    expect(mail.subject).toBe('Jordan Rivera has completed their estate plan');
    expect(mail.text).toContain('every document of their trust-based plan');

    const dfpoa = (await client.getDocument({ params: { kind: 'dfpoa' } }))._unsafeUnwrap();
    (
      await client.updateDocument({
        params: { kind: 'dfpoa' },
        body: { version: dfpoa.version, completeSection: 'FINISHED' },
      })
    )._unsafeUnwrap();
    await testApp.deliverMail();
    const notices = testApp.smtp.received.filter((message) =>
      message.to.includes('advisor@acme-wealth.example'),
    );
    expect(notices).toHaveLength(1);
  });

  it('refuses a replayed state, and a callback the browser did not start', async () => {
    const { client, callbackQuery } = await signIn();
    (await client.completeSingleSignOn({ body: { callbackQuery } }))._unsafeUnwrap();
    const replay = await client.completeSingleSignOn({ body: { callbackQuery } });
    expect(replay._unsafeUnwrapErr()).toMatchObject({
      status: 401,
      error: { code: 'SSO.INVALID_STATE', message: expect.stringContaining('already used') },
    });

    const planted = await signIn();
    const elsewhere = await cookieClient(baseUrl, ACME).completeSingleSignOn({
      body: { callbackQuery: planted.callbackQuery },
    });
    expect(elsewhere._unsafeUnwrapErr().error.code).toBe('SSO.INVALID_STATE');
  });

  it("refuses an identity from one tenant's issuer at another tenant", async () => {
    // The acme-wealth sign-in handed to benefitco's callback: not a sign-in benefitco started.
    const acme = await signIn();
    const atBenefitco = cookieClient(baseUrl, BENEFITCO);
    expect(
      (
        await atBenefitco.completeSingleSignOn({ body: { callbackQuery: acme.callbackQuery } })
      )._unsafeUnwrapErr().error.code,
    ).toBe('SSO.INVALID_STATE');

    // benefitco's own state with acme-wealth's code: the answer names the wrong issuer.
    const benefitco = await startAt(BENEFITCO);
    const state = new URL(benefitco.authorizationUrl).searchParams.get('state')!;
    const acmeAnswer = new URLSearchParams((await signIn()).callbackQuery);
    acmeAnswer.set('state', state);
    const mixed = await benefitco.client.completeSingleSignOn({
      body: { callbackQuery: acmeAnswer.toString() },
    });
    expect(mixed._unsafeUnwrapErr()).toMatchObject({
      status: 401,
      error: { code: 'SSO.UNKNOWN_ISSUER' },
    });
  });

  it('refuses an ID token that fails validation (its nonce is not the one sent)', async () => {
    const { client, callbackQuery } = await signIn();
    await testApp.orm.em
      .getConnection()
      .execute(`update sso_transaction set nonce = 'another-nonce' where state = ?`, [
        new URLSearchParams(callbackQuery).get('state'),
      ]);
    const answer = await client.completeSingleSignOn({ body: { callbackQuery } });
    expect(answer._unsafeUnwrapErr()).toMatchObject({
      status: 401,
      error: { code: 'SSO.TOKEN_INVALID', message: expect.stringContaining('could not verify') },
    });
  });

  it('refuses an expired code', async () => {
    const { client, callbackQuery } = await signIn();
    await new Promise((done) => setTimeout(done, 3_000));
    const answer = await client.completeSingleSignOn({ body: { callbackQuery } });
    expect(answer._unsafeUnwrapErr()).toMatchObject({
      status: 401,
      error: { code: 'SSO.CODE_REJECTED', message: expect.stringContaining('expired') },
    });
  });

  it('offers no password routes under single sign-on; a tenant without it is "missing SSO configuration"', async () => {
    const logIn = await clientFor(baseUrl, ACME).logIn({
      body: { email: acmeUser.email, password: acmeUser.password },
    });
    expect(logIn._unsafeUnwrapErr()).toMatchObject({
      status: 403,
      error: { code: 'AUTH.SSO_ONLY' },
    });
    const mainBrand = await cookieClient(baseUrl, 'localhost').startSingleSignOn({
      body: { returnPath: '/account' },
    });
    expect(mainBrand._unsafeUnwrapErr()).toMatchObject({
      status: 404,
      error: { code: 'SSO.NOT_CONFIGURED', message: 'Tenant is missing SSO configuration' },
    });
  });

  it("logs out here and answers the provider's logout address, returning to the login path", async () => {
    const { client, callbackQuery } = await signIn();
    (await client.completeSingleSignOn({ body: { callbackQuery } }))._unsafeUnwrap();
    const { logoutUrl } = (await client.logOut())._unsafeUnwrap();
    const url = new URL(logoutUrl!);
    expect(url.origin + url.pathname).toBe(`${provider.issuerUrl('acme-wealth')}/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(
      'http://acme-wealth.localhost/login',
    );
    expect((await client.getCurrentUser())._unsafeUnwrapErr().status).toBe(401);
  });

  it('answers a clear message and no session when the provider is down', async () => {
    const { client, callbackQuery } = await signIn();
    await provider.stop();
    const answer = await client.completeSingleSignOn({ body: { callbackQuery } });
    expect(answer._unsafeUnwrapErr()).toMatchObject({
      status: 503,
      error: {
        code: 'SSO.PROVIDER_UNAVAILABLE',
        message:
          "We could not reach your firm's sign-in service. Please try again in a few minutes.",
      },
    });
    expect((await client.getCurrentUser())._unsafeUnwrapErr().status).toBe(401);
    await pointSsoAt(testApp, 'benefitco', 'http://127.0.0.1:9/benefitco');
    const start = await cookieClient(baseUrl, BENEFITCO).startSingleSignOn({
      body: { returnPath: '/account' },
    });
    expect(start._unsafeUnwrapErr()).toMatchObject({
      status: 503,
      error: { code: 'SSO.PROVIDER_UNAVAILABLE' },
    });
  });
});
