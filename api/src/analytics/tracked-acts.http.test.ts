import { createBequestClient, type BequestClient } from '@bequest/sdk';
import { fetchCheckingAnswers } from '../testing/contract-answers';
import { clientFor, getStarted, owner, saveActiveProfile, verifiedPerson } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/**
 * The server-side events are kept in the act's own transaction (ADR 0028): an act that fails
 * keeps no event, and an act whose event cannot be kept is undone with it, so every kept act has
 * its event and every event its act.
 */
describe('events kept in the act’s transaction (issue 31, ADR 0028)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const browser = (token?: () => string | null): BequestClient =>
    createBequestClient({
      baseUrl,
      ...(token && { token }),
      fetch: ((url: string, init: RequestInit) =>
        fetchCheckingAnswers(url, {
          ...init,
          headers: { ...(init.headers as object), 'x-forwarded-host': 'localhost' },
        })) as typeof fetch,
    });

  const sql = async <T>(query: string, values: unknown[] = []): Promise<T[]> =>
    (await testApp.orm.em.fork().execute(query, values)) as T[];
  const eventsOf = async (accountId: string) =>
    (
      await sql<{ name: string }>(
        'select name from analytics_event where account_id = ? order by id',
        [accountId],
      )
    ).map((row) => row.name);
  const documentsOf = async (accountId: string) =>
    (
      await sql<{ kind: string }>('select kind from document where account_id = ? order by kind', [
        accountId,
      ])
    ).map((row) => row.kind);
  const mailTo = async (recipient: string) =>
    (
      await sql<{ template: string }>('select template from mail_outbox where recipient = ?', [
        recipient,
      ])
    )
      .map((row) => row.template)
      .sort();

  /** Makes the database refuse `name` events of one account, as a failing write would. */
  const refuseEvents = (accountId: string, name: string) =>
    sql(`
      create or replace function refuse_test_event() returns trigger language plpgsql as $$
      begin
        if new.account_id = '${accountId}' and new.name = '${name}' then
          raise exception 'the test refuses this event';
        end if;
        return new;
      end $$;
      drop trigger if exists refuse_test_event on analytics_event;
      create trigger refuse_test_event before insert on analytics_event
        for each row execute function refuse_test_event();`);
  const acceptEvents = () => sql('drop trigger if exists refuse_test_event on analytics_event');
  afterEach(acceptEvents);

  it('an act that fails keeps no event; the same act done keeps exactly one', async () => {
    const grant = await getStarted(browser(), 'refused.acts@example.com');
    const accountId = grant.user.activeProfile.accountId!;
    const sdk = browser(() => grant.token);
    // No trust started: its download and its finalization are refused.
    expect((await sdk.downloadTrust({ query: { download: 'true' } })).isErr()).toBe(true);
    expect((await sdk.toggleDocumentFinalized({ params: { kind: 'rlt' } })).isErr()).toBe(true);
    expect(await eventsOf(accountId)).toEqual(['get_started']);

    (await sdk.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
    expect(await eventsOf(accountId)).toEqual(['get_started', 'ahcd_start']);
  });

  it('a create answered again for its Idempotency-Key keeps no second event', async () => {
    const grant = await getStarted(browser(), 'replayed.start@example.com');
    const accountId = grant.user.activeProfile.accountId!;
    const create = () =>
      fetch(`${baseUrl}/v2/me/documents/ahcd`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${grant.token}`,
          'x-forwarded-host': 'localhost',
          'x-requested-with': 'bequest',
          'idempotency-key': 'a7c1d2e3-start-ahcd-once',
        },
      });
    expect((await create()).status).toBe(201);
    const replayed = await create();
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await eventsOf(accountId)).toEqual(['get_started', 'ahcd_start']);
  });

  it('a wrong password keeps no sign-in, and its failed attempt still counts', async () => {
    const verified = await verifiedPerson(testApp, browser(), 'wrong.password@example.com');
    const accountId = verified.user.activeProfile.accountId!;
    const failures = () => sql('select * from sign_in_failure');
    const before = (await failures()).length;
    const wrong = await browser().logIn({
      body: { email: 'wrong.password@example.com', password: 'not-the-password' },
    });
    expect(wrong._unsafeUnwrapErr().status).toBe(401);
    expect(await eventsOf(accountId)).toEqual(['email_verified']);
    expect((await failures()).length).toBeGreaterThan(before);
  });

  it('an act whose event cannot be kept is undone: no document, no event; once it can, both', async () => {
    const grant = await getStarted(browser(), 'undone.start@example.com');
    const accountId = grant.user.activeProfile.accountId!;
    const sdk = browser(() => grant.token);
    await refuseEvents(accountId, 'ahcd_start');

    const refused = await sdk.createDocument({ params: { kind: 'ahcd' } });
    expect(refused._unsafeUnwrapErr().status).toBe(500);
    expect(await documentsOf(accountId)).toEqual([]);
    expect(await eventsOf(accountId)).toEqual(['get_started']);

    await acceptEvents();
    (await sdk.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
    expect(await documentsOf(accountId)).toEqual(['AHCD']);
    expect(await eventsOf(accountId)).toEqual(['get_started', 'ahcd_start']);
  });

  it('an e-mail whose event cannot be kept is not queued; once it can, it is, with its event', async () => {
    const verified = await verifiedPerson(testApp, browser(), 'undone.email@example.com');
    const accountId = verified.user.activeProfile.accountId!;
    const sdk = browser(() => verified.token);
    await saveActiveProfile(sdk, { administrativeArea: 'TX', postalCode: '73301' });
    (await sdk.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
    const before = await mailTo('undone.email@example.com');
    await refuseEvents(accountId, 'ahcd_email');

    expect((await sdk.emailAhcd())._unsafeUnwrapErr().status).toBe(500);
    expect(await mailTo('undone.email@example.com')).toEqual(before);
    expect(await eventsOf(accountId)).not.toContain('ahcd_email');

    await acceptEvents();
    (await sdk.emailAhcd())._unsafeUnwrap();
    expect((await mailTo('undone.email@example.com')).length).toBe(before.length + 1);
    expect((await eventsOf(accountId)).filter((name) => name === 'ahcd_email')).toHaveLength(1);
  });

  it('a download is sent only with its event: refused, no file; accepted, the PDF and the event', async () => {
    const grant = await getStarted(browser(), 'undone.download@example.com');
    const accountId = grant.user.activeProfile.accountId!;
    const sdk = browser(() => grant.token);
    await saveActiveProfile(sdk, { administrativeArea: 'TX', postalCode: '73301' });
    (await sdk.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    await refuseEvents(accountId, 'will_download');
    const refused = await fetch(`${baseUrl}/will.pdf?download=true`, {
      headers: { authorization: `Bearer ${grant.token}`, 'x-forwarded-host': 'localhost' },
    });
    expect(refused.status).toBe(500);
    expect(refused.headers.get('content-type')).not.toMatch(/pdf/);

    await acceptEvents();
    (await sdk.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
    // Kept before the file left: no waiting needed.
    expect(await eventsOf(accountId)).toEqual(['get_started', 'will_start', 'will_download']);
  });

  it('a sign-in whose event cannot be kept grants no session cookie; once it can, it does', async () => {
    const verified = await verifiedPerson(testApp, browser(), 'undone.login@example.com');
    const accountId = verified.user.activeProfile.accountId!;
    await refuseEvents(accountId, 'log_in');
    const logIn = () =>
      fetch(`${baseUrl}/v2/auth/log-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'bequest',
          'x-forwarded-host': 'localhost',
        },
        body: JSON.stringify({ email: 'undone.login@example.com', password: 'Secret123' }),
      });
    const refused = await logIn();
    expect(refused.status).toBe(500);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await eventsOf(accountId)).not.toContain('log_in');

    await acceptEvents();
    const accepted = await logIn();
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('set-cookie')).toMatch(/token=/);
    expect(await eventsOf(accountId)).toContain('log_in');
  });

  describe("the tenant's account-created marketing event (email.accountCreationMarketingEvent)", () => {
    const startOn = async (host: string, email: string) => {
      const grant = (
        await clientFor(baseUrl, host).getStarted({
          body: { email, owner: owner(), termsAccepted: true, product: 'WILL' },
        })
      )._unsafeUnwrap();
      return grant.user.activeProfile.accountId!;
    };

    it('is kept with the account a get started creates on the second brand (on)', async () => {
      const accountId = await startOn('willow.localhost', 'created.willow@example.com');
      expect(await eventsOf(accountId)).toEqual(['get_started', 'account-created']);
      const [created] = await sql<{ properties: unknown; tenant_id: string }>(
        "select properties, tenant_id from analytics_event where account_id = ? and name = 'account-created'",
        [accountId],
      );
      expect(created).toEqual({ properties: { via: 'get_started' }, tenant_id: 'willow' });
    });

    it('is not kept on the main brand (off), nor when a sign-in only finds the account', async () => {
      const accountId = await startOn('localhost', 'created.main@example.com');
      expect(await eventsOf(accountId)).toEqual(['get_started']);
    });

    it('is undone with its account when it cannot be kept', async () => {
      const email = 'created.refused@example.com';
      await sql(`
        create or replace function refuse_account_created() returns trigger language plpgsql as $$
        begin
          if new.name = 'account-created' then raise exception 'the test refuses this event'; end if;
          return new;
        end $$;
        create trigger refuse_account_created before insert on analytics_event
          for each row execute function refuse_account_created();`);
      try {
        const refused = await clientFor(baseUrl, 'willow.localhost').getStarted({
          body: { email, owner: owner(), termsAccepted: true, product: 'WILL' },
        });
        expect(refused._unsafeUnwrapErr().status).toBe(500);
        expect(await sql('select id from account where email = ?', [email])).toEqual([]);
      } finally {
        await sql('drop trigger if exists refuse_account_created on analytics_event');
      }
    });
  });
});
