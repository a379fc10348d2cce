import { browserOn, requestApi } from '../testing/request-api';
import { clientFor, getStarted, linkCode, owner, verifiedPerson } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('accounts over HTTP (platform-core.md 4.2, 4.3, 8)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  const anonymous = () => clientFor(baseUrl, 'localhost');

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  it('gets started without a password (208), then sets one from the e-mailed link', async () => {
    const grant = await getStarted(anonymous(), 'ana@example.com');
    expect(grant.code).toBe(208);
    expect(grant.user).toMatchObject({
      email: 'ana@example.com',
      isRegistered: false,
      isAuthorized: true,
      isLoggedIn: false,
      hasAcceptedLatestTerms: true,
    });
    expect(grant.user.activeProfile.fullName).toEqual({ first: 'Ana', middle: '', last: 'Li' });
    expect(grant.user.activeProfile.birthDate).toBe('1980-01-15');

    const login = await anonymous().logIn({ body: { email: 'ana@example.com', password: 'x' } });
    expect(login._unsafeUnwrap()).toEqual({
      code: 208,
      message: 'email exists with no password set',
    });
    const code = await linkCode(testApp, 'ana@example.com', /Finish setting up/);
    const reset = await anonymous().resetPassword({
      body: { code, password: 'Secret123', confirmPassword: 'Secret123' },
    });
    expect(reset._unsafeUnwrap()).toMatchObject({ code: 200, user: { isLoggedIn: true } });

    const again = await anonymous().resetPassword({
      body: { code, password: 'Secret123', confirmPassword: 'Secret123' },
    });
    expect(again._unsafeUnwrapErr()).toMatchObject({
      status: 410,
      error: { code: 'AUTH.LINK_EXPIRED' },
    });

    const logIn = await anonymous().logIn({
      body: { email: 'ANA@example.com', password: 'Secret123' },
    });
    expect(logIn._unsafeUnwrap()).toMatchObject({ code: 200 });
    const wrong = await anonymous().logIn({
      body: { email: 'ana@example.com', password: 'Secret124' },
    });
    expect(wrong._unsafeUnwrapErr()).toMatchObject({
      status: 401,
      error: { message: 'invalid email or password' },
    });
  });

  it('logs password creation closed without a password, by where it was closed (4.15)', async () => {
    const grant = await getStarted(anonymous(), 'noor@example.com', 'Noor');
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    for (const origin of ['initial_modal', 'notice'] as const)
      expect((await client.logPasswordDismissal({ body: { origin } }))._unsafeUnwrap()).toEqual({
        logged: true,
      });
    const refused = await client.logPasswordDismissal({ body: { origin: 'elsewhere' as never } });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ status: 400 });
    const unsigned = await anonymous().logPasswordDismissal({ body: { origin: 'notice' } });
    expect(unsigned._unsafeUnwrapErr()).toMatchObject({ status: 401 });
    const events = await testApp.orm.em
      .fork()
      .execute(
        'select event_name, value, metadata from user_event where profile_id = ? order by created_at',
        [grant.user.activeProfile.randId],
      );
    expect(events).toEqual([
      {
        event_name: 'Repeat Will User Password Event',
        value: 'password modal dismissed',
        metadata: { origin: 'initial_modal' },
      },
      {
        event_name: 'Repeat Will User Password Event',
        value: 'password notice dismissed',
        metadata: { origin: 'notice' },
      },
    ]);
  });

  it('answers a get-started with a held address as a new one: the holder is e-mailed, and keeps the address (issue 20)', async () => {
    const start = (email: string) =>
      requestApi(testApp)
        .post('/v2/auth/get-started')
        .set('Host', 'localhost')
        .send({ email, owner: owner('Bo'), termsAccepted: true, product: 'WILL' });
    const shape = (response: Awaited<ReturnType<typeof start>>) => ({
      status: response.status,
      keys: Object.keys(response.body as object).sort(),
      code: (response.body as { code: number }).code,
      user: Object.keys((response.body as { user: object }).user).sort(),
      cookies: [response.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split('=')[0]),
    });
    const fresh = await start('bo-new@example.com');
    await verifiedPerson(testApp, anonymous(), 'bo@example.com', 'Bo Li');
    const known = await start('bo@example.com');
    expect(shape(known)).toEqual(shape(fresh));

    // The one who typed it goes on with a will of their own, on an account that holds nothing.
    const typed = clientFor(baseUrl, 'localhost', () => (known.body as { token: string }).token);
    const me = (await typed.getCurrentUser())._unsafeUnwrap();
    expect(me).toMatchObject({ email: 'bo@example.com', isRegistered: false, isVerified: false });
    const code = await linkCode(testApp, 'bo@example.com', /Someone tried to create/);
    const reset = await anonymous().resetPassword({
      body: { code, password: 'Chosen123', confirmPassword: 'Chosen123' },
    });
    const holder = reset._unsafeUnwrap().user;
    expect(holder).toMatchObject({ email: 'bo@example.com', isLoggedIn: true });
    expect(holder.accountOwnerId).not.toBe(me.accountOwnerId);
    expect(
      (
        await anonymous().logIn({ body: { email: 'bo@example.com', password: 'Chosen123' } })
      )._unsafeUnwrap(),
    ).toMatchObject({ code: 200, user: { accountOwnerId: holder.accountOwnerId } });
    // Nothing is ever sent to the typed account: no link, so its holder cannot take it over.
    const links = await testApp.orm.em.fork().execute(
      `select count(*)::int as n from one_time_link
        where account_id = (select id from account where account_owner_id = ?)`,
      [me.accountOwnerId],
    );
    expect(links).toEqual([{ n: 0 }]);
  });

  it('names every invalid field, in the specification’s words, and saves nothing', async () => {
    const response = await anonymous().getStarted({
      body: {
        email: 'cy@',
        owner: {
          ...owner('Cy'),
          fullName: { first: '', middle: '', last: 'L' },
          postalCode: '123',
        },
        termsAccepted: false,
      },
    });
    expect(response._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: {
        code: 'REQUEST.INVALID',
        fields: {
          email: 'Please enter your email, including the full domain name',
          termsAccepted: 'You must accept the Terms of Service & Privacy Notice to continue.',
        },
      },
    });
    const names = await anonymous().getStarted({
      body: {
        email: 'cy@example.com',
        owner: {
          ...owner('Cy'),
          fullName: { first: '', middle: '', last: 'L' },
          postalCode: '123',
        },
        termsAccepted: true,
      },
    });
    expect(names._unsafeUnwrapErr().error.fields).toEqual({
      'fullName.first': 'Please enter your legal first name',
      'fullName.last': 'Please enter your legal last name',
      postalCode: 'Please enter your zip code',
    });
    const logIn = await anonymous().logIn({
      body: { email: 'cy@example.com', password: 'Secret123' },
    });
    expect(logIn._unsafeUnwrapErr().status).toBe(401);
  });

  it('sends people under 18 to the invalid-age answer', async () => {
    const young = await anonymous().getStarted({
      body: {
        email: 'kid@example.com',
        owner: { ...owner('Kid'), birthDate: '01/01/2015' },
        termsAccepted: true,
      },
    });
    expect(young._unsafeUnwrapErr()).toMatchObject({
      status: 422,
      error: { code: 'PROFILE.UNDER_AGE' },
    });
  });

  it('signs up unverified until the e-mailed link is opened, which signs the person in', async () => {
    const body = {
      email: 'dee@example.com',
      password: 'Secret123',
      fullName: 'Dee Park',
      termsAccepted: true,
    };
    expect((await anonymous().signUp({ body }))._unsafeUnwrap()).toEqual({ success: true });
    expect(
      (
        await anonymous().logIn({ body: { email: 'dee@example.com', password: 'Secret123' } })
      )._unsafeUnwrap(),
    ).toMatchObject({ code: 207, user: { isRegistered: true, isVerified: false } });
    const code = await linkCode(testApp, 'dee@example.com', /Verify your e-mail/);
    const verified = await anonymous().verifyEmail({ body: { code } });
    expect(verified._unsafeUnwrap()).toMatchObject({ code: 200, user: { isLoggedIn: true } });
  });

  it('answers a sign-up with a known address as a new one, and e-mails its owner instead', async () => {
    const attempt = (email: string) =>
      requestApi(testApp)
        .post('/v2/auth/sign-up')
        .set('Host', 'localhost')
        .send({ email, password: 'Other1234', fullName: 'Someone Else', termsAccepted: true });
    const fresh = await attempt('new-person@example.com');
    await verifiedPerson(testApp, anonymous(), 'owner@example.com', 'Olu Owner');
    const known = await attempt('owner@example.com');
    expect([known.status, known.body]).toEqual([fresh.status, fresh.body]);
    expect(known.headers['set-cookie']).toEqual(fresh.headers['set-cookie']);

    const code = await linkCode(testApp, 'owner@example.com', /Someone tried to create/);
    const mail = testApp.smtp.received.find((m) => /Someone tried to create/.test(m.subject))!;
    expect(mail.text).toContain('If it was you, log in, or choose a new password');
    expect(
      (
        await anonymous().logIn({ body: { email: 'owner@example.com', password: 'Other1234' } })
      ).isErr(),
    ).toBe(true);
    const reset = await anonymous().resetPassword({
      body: { code, password: 'Chosen123', confirmPassword: 'Chosen123' },
    });
    expect(reset._unsafeUnwrap()).toMatchObject({
      code: 200,
      user: { email: 'owner@example.com' },
    });
  });

  it('sends a second sign-up of an unverified or unfinished account the link it still needs', async () => {
    const signUp = (email: string) =>
      anonymous().signUp({
        body: { email, password: 'Secret123', fullName: 'Ray Tan', termsAccepted: true },
      });
    await signUp('ray@example.com');
    await signUp('ray@example.com');
    await testApp.deliverMail();
    const verifications = testApp.smtp.received.filter(
      (m) => m.to.includes('ray@example.com') && /Verify your e-mail/.test(m.subject),
    );
    expect(verifications).toHaveLength(2);

    await getStarted(anonymous(), 'gia@example.com', 'Gia');
    expect((await signUp('gia@example.com'))._unsafeUnwrap()).toEqual({ success: true });
    await linkCode(testApp, 'gia@example.com', /Finish setting up/);
  });

  it('refuses sign-up where the tenant does not offer it (second brand, single sign-on)', async () => {
    for (const host of ['willow.localhost', 'acme-wealth.localhost']) {
      const refused = await clientFor(baseUrl, host).signUp({
        body: {
          email: `gil@${host}.example`,
          password: 'Secret123',
          fullName: 'Gil Ro',
          termsAccepted: true,
        },
      });
      expect(refused._unsafeUnwrapErr()).toMatchObject({
        status: 403,
        error: { code: 'AUTH.SIGNUP_CLOSED', message: 'Sign-up is not available here.' },
      });
    }
  });

  it('password criteria are reported on the field', async () => {
    const weak = await anonymous().signUp({
      body: {
        email: 'eve@example.com',
        password: 'short',
        fullName: 'Eve Ng',
        termsAccepted: true,
      },
    });
    expect(weak._unsafeUnwrapErr().error.fields?.password).toMatch(/at least 8 characters/);
  });

  it('a bad or missing token is 401, a tampered token too', async () => {
    const grant = await getStarted(anonymous(), 'fay@example.com', 'Fay');
    expect(
      (await clientFor(baseUrl, 'localhost', () => grant.token).getCurrentUser())._unsafeUnwrap()
        .email,
    ).toBe('fay@example.com');
    expect((await anonymous().getCurrentUser())._unsafeUnwrapErr().status).toBe(401);
    const tampered = `${grant.token.slice(0, -2)}xx`;
    expect(
      (await clientFor(baseUrl, 'localhost', () => tampered).getCurrentUser())._unsafeUnwrapErr()
        .status,
    ).toBe(401);
  });

  it('a token of one tenant does not open another tenant', async () => {
    const grant = await getStarted(anonymous(), 'gus@example.com', 'Gus');
    const willow = clientFor(baseUrl, 'willow.localhost', () => grant.token);
    expect((await willow.getCurrentUser())._unsafeUnwrapErr().status).toBe(401);
  });

  it('the cookie signs a browser in; its writes need the CSRF header', async () => {
    const agent = browserOn(testApp);
    const started = await agent
      .post('/v2/auth/get-started')
      .send({ email: 'hal@example.com', owner: owner('Hal'), termsAccepted: true, product: 'WILL' })
      .expect(208);
    expect(started.headers['set-cookie']?.[0]).toMatch(
      /^token=.+; Max-Age=\d+; Path=\/;.*HttpOnly; SameSite=Lax/,
    );
    // The page reads only that a session may exist (issue 21).
    expect(started.headers['set-cookie']?.[1]).toMatch(/^signed_in=1; Max-Age=\d+; Path=\/;/);
    expect(started.headers['set-cookie']?.[1]).not.toMatch(/HttpOnly/);
    const me = await agent.get('/v2/me').expect(200);
    const version = me.body.activeProfile.version;
    await agent.put('/v2/me/terms').send({ version }).expect(403);
    await agent
      .put('/v2/me/terms')
      .set('x-requested-with', 'bequest')
      .send({ version })
      .expect(200);
    // Log-out ends every session of the account: another site cannot make the browser send it.
    await agent.post('/v2/auth/log-out').expect(403);
    await agent.get('/v2/me').expect(200);
    await agent.post('/v2/auth/log-out').set('x-requested-with', 'bequest').expect(200);
    const after = await agent.get('/v2/me');
    expect(after.status).toBe(401);
  });

  it('a new reset code ends the older one, and a code works for an hour (issue 20)', async () => {
    const client = anonymous();
    await verifiedPerson(testApp, client, 'two-codes@example.com');
    await client.requestPasswordReset({ body: { email: 'two-codes@example.com' } });
    const first = await linkCode(testApp, 'two-codes@example.com', /Reset/);
    await client.requestPasswordReset({ body: { email: 'two-codes@example.com' } });
    await testApp.deliverMail();
    const codes = testApp.smtp.received
      .filter((mail) => mail.to.includes('two-codes@example.com') && /Reset/.test(mail.subject))
      .map((mail) => /code=([\w-]+)/.exec(mail.text)?.[1]);
    const second = codes.at(-1)!;
    expect(second).not.toBe(first);
    const reset = (code: string) =>
      client.resetPassword({ body: { code, password: 'Newer1234', confirmPassword: 'Newer1234' } });
    expect((await reset(first))._unsafeUnwrapErr().status).toBe(410);
    expect((await reset(second)).isOk()).toBe(true);
    const [link] = await testApp.orm.em.getConnection().execute<{ lifetime: number }[]>(
      `select extract(epoch from expires_at - now()) as lifetime from one_time_link
          where purpose = 'reset_password'
            and account_id = (select id from account where email = 'two-codes@example.com')
          order by expires_at desc limit 1`,
    );
    expect(Number(link!.lifetime)).toBeGreaterThan(3000);
    expect(Number(link!.lifetime)).toBeLessThanOrEqual(3600);
  });

  it('never reveals whether an e-mail has an account', async () => {
    const known = await anonymous().requestPasswordReset({ body: { email: 'ana@example.com' } });
    const unknown = await anonymous().requestPasswordReset({
      body: { email: 'nobody@example.com' },
    });
    expect(known._unsafeUnwrap()).toEqual(unknown._unsafeUnwrap());
  });

  it('gets a repeat will user started with a password, or logs them in', async () => {
    const body = {
      email: 'ned@example.com',
      owner: owner('Ned'),
      termsAccepted: true,
      password: 'Secret123',
    };
    const created = (await anonymous().getStartedWithPassword({ body }))._unsafeUnwrap();
    expect(created).toMatchObject({
      code: 207,
      isNewUser: true,
      user: { isRegistered: true, isVerified: false },
    });
    await linkCode(testApp, 'ned@example.com', /Verify your e-mail/);
    const again = (await anonymous().getStartedWithPassword({ body }))._unsafeUnwrap();
    expect(again).toMatchObject({ code: 207, isNewUser: false });
    const wrong = await anonymous().getStartedWithPassword({
      body: { ...body, password: 'Secret999' },
    });
    expect(wrong._unsafeUnwrapErr().status).toBe(401);
  });
});
