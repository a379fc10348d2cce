import type { LocalIdentityProvider } from '@bequest/adapters';
import { createFirmClient, type BequestClient, type FirmClient } from '@bequest/sdk';
import { CONTRACT, firmRoutes, firmScopeOf, staffRolesOf } from '@bequest/sdk/contract';
import { fetchCheckingAnswers } from '../testing/contract-answers';
import { finishDirective } from '../testing/finished-plan';
import { clientFor, getStarted } from '../testing/people';
import { cookieClient } from '../testing/sso';
import { signedInStaff, staffIssuerForTest } from '../testing/staff';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/** Calls a firm key may make in the test's window: low, so the limit itself is tested. */
const PER_KEY = 40;

/** A firm's client over the listening API, at the host given: the host never names the tenant. */
const firmClientFor = (baseUrl: string, apiKey: string, host = 'localhost'): FirmClient =>
  createFirmClient({
    baseUrl,
    apiKey,
    fetch: ((url: string, init: RequestInit) =>
      fetchCheckingAnswers(url, {
        ...init,
        headers: { ...(init.headers as object), 'x-forwarded-host': host },
      })) as typeof fetch,
  });

/** A raw call to a firm route, for the headers and what the SDK would not send. */
const rawFirmCall = (baseUrl: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/v2${path}`, { headers: { 'x-forwarded-host': 'localhost', ...headers } });

/**
 * Partner firms' own credentials over HTTP on the real database (issue 25): staff issue, list,
 * rotate and revoke a tenant's keys; a key reaches its own tenant's clients only, by its scopes.
 */
describe('firm API keys and the firm routes', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let provider: LocalIdentityProvider;
  let admin: BequestClient;
  let partnerManager: BequestClient;
  let support: BequestClient;
  let now = new Date('2026-12-17T10:00:00Z');

  beforeAll(async () => {
    const issuer = await staffIssuerForTest();
    ({ testApp, baseUrl } = await startListeningTestApp({
      staffSignIn: issuer.settings,
      clock: { now: () => now },
      firmRateLimit: { perKey: PER_KEY, windowSeconds: 3600 },
    }));
    provider = await issuer.start(['http://localhost']);
    admin = (await signedInStaff(baseUrl, 'admin')).client;
    partnerManager = (await signedInStaff(baseUrl, 'partner_manager')).client;
    support = (await signedInStaff(baseUrl, 'support')).client;
  });
  afterAll(async () => {
    await provider.stop();
    await testApp.close();
  });

  const issue = async (
    tenantId: string,
    scopes: ('clients:read' | 'documents:read')[] = ['clients:read', 'documents:read'],
    staff = partnerManager,
  ) =>
    (
      await staff.issueFirmApiKey({ body: { tenantId, label: 'CRM sync', scopes } })
    )._unsafeUnwrap();

  /** A person of the tenant whose host is given, with a finished healthcare directive. */
  const clientOfTenant = async (host: string, email: string, first: string) => {
    const grant = await getStarted(clientFor(baseUrl, host), email, first);
    const sdk = clientFor(baseUrl, host, () => grant.token);
    await finishDirective(sdk);
    (await sdk.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    return { sdk, accountId: grant.user.activeProfile.accountId!, token: grant.token, email };
  };

  /** Every client a key lists, page by page. */
  const allClients = async (firm: FirmClient) => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await firm.listFirmClients({ query: { limit: 2, cursor } }))._unsafeUnwrap();
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return seen;
  };

  it('issues a key shown once with its prefix, lists it without the secret, and audits each step', async () => {
    const issued = await issue('willow');
    expect(issued.secretKey).toMatch(/^bqk_live_[0-9a-f]{16}_[0-9a-f]{48}$/);
    expect(issued.key).toMatchObject({
      tenantId: 'willow',
      label: 'CRM sync',
      scopes: ['clients:read', 'documents:read'],
      status: 'active',
      createdBy: 'partners@bequest.example',
      lastUsedAt: null,
      revokedAt: null,
      prefix: `bqk_live_${issued.key.id}_…`,
    });
    const listed = (await admin.listFirmApiKeys({ query: { tenantId: 'willow' } }))._unsafeUnwrap();
    expect(listed.map((key) => key.id)).toContain(issued.key.id);
    expect(JSON.stringify(listed)).not.toContain(issued.secretKey.slice(26));
    const stored = await testApp.orm.em
      .getConnection()
      .execute<{ key_hash: string }[]>('select key_hash from firm_api_key where id = ?', [
        issued.key.id,
      ]);
    expect(stored[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.key_hash).not.toContain(issued.secretKey.slice(26));

    // The firm's first call is recorded on the key.
    (await firmClientFor(baseUrl, issued.secretKey).listFirmClients())._unsafeUnwrap();
    const used = (await admin.listFirmApiKeys({ query: { tenantId: 'willow' } }))._unsafeUnwrap();
    expect(used.find((key) => key.id === issued.key.id)?.lastUsedAt).toBe(now.toISOString());

    const log = (await admin.listAuditEntries({ query: { perPage: 10 } }))._unsafeUnwrap();
    expect(log.items.map((entry) => [entry.action, entry.staffRole, entry.tenantId])).toEqual(
      expect.arrayContaining([
        ['firm_key.issue', 'partner_manager', 'willow'],
        ['firm_key.list', 'admin', 'willow'],
      ]),
    );
  });

  it('refuses a key for an unknown tenant, without a label or scope, or with a scope not in the list, naming the field', async () => {
    const unknown = await admin.issueFirmApiKey({
      body: { tenantId: 'nowhere', label: 'CRM sync', scopes: ['clients:read'] },
    });
    expect(unknown._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { code: 'REQUEST.INVALID', fields: { tenantId: expect.any(String) } },
    });
    const noScope = await admin.issueFirmApiKey({
      body: { tenantId: 'willow', label: 'x', scopes: [] },
    });
    expect(Object.keys(noScope._unsafeUnwrapErr().error.fields ?? {}).sort()).toEqual([
      'label',
      'scopes',
    ]);
    const otherScope = await admin.issueFirmApiKey({
      body: { tenantId: 'willow', label: 'CRM sync', scopes: ['plans:write' as never] },
    });
    expect(otherScope._unsafeUnwrapErr().error.fields).toHaveProperty(['scopes.0']);
    // Support works with people, not firms: the key routes are the partner managers' and admins'.
    expect((await support.listFirmApiKeys({ query: {} }))._unsafeUnwrapErr().status).toBe(403);
  });

  it("reaches only its own tenant's clients, in lists, by a guessed id and in PDFs: 0 leaks", async () => {
    const ownA = [
      await clientOfTenant('localhost', 'firm.a1@example.com', 'Ada'),
      await clientOfTenant('localhost', 'firm.a2@example.com', 'Abe'),
      await clientOfTenant('localhost', 'firm.a3@example.com', 'Amy'),
    ];
    const ownB = [
      await clientOfTenant('willow.localhost', 'firm.b1@example.com', 'Bea'),
      await clientOfTenant('willow.localhost', 'firm.b2@example.com', 'Bo'),
    ];
    const keyA = (await issue('bequest')).secretKey;
    const keyB = (await issue('willow')).secretKey;
    const leaks: string[] = [];
    for (const [key, own, other] of [
      [keyA, ownA, ownB],
      [keyB, ownB, ownA],
    ] as const) {
      // The host is another tenant's: the key alone names the tenant.
      const firm = firmClientFor(baseUrl, key, 'willow.localhost');
      const listed = await allClients(firm);
      for (const client of own)
        if (!listed.includes(client.accountId)) leaks.push(`own ${client.email} missing`);
      for (const client of other) {
        if (listed.includes(client.accountId)) leaks.push(`${client.email} listed`);
        const documents = await firm.listFirmClientDocuments({
          params: { clientId: client.accountId },
        });
        if (documents.isOk() || documents.error.status !== 404)
          leaks.push(`${client.email} documents answered`);
        const pdf = await firm.downloadFirmClientDocument({
          params: { clientId: client.accountId, kind: 'ahcd' },
        });
        if (pdf.isOk() || pdf.error.status !== 404) leaks.push(`${client.email} PDF answered`);
      }
      const mine = own[0]!;
      const pdf = (
        await firm.downloadFirmClientDocument({
          params: { clientId: mine.accountId, kind: 'ahcd' },
        })
      )._unsafeUnwrap();
      expect(Buffer.from(pdf.content).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(leaks).toEqual([]);

    const firmA = firmClientFor(baseUrl, keyA);
    const first = (await firmA.listFirmClients({ query: { limit: 100 } }))._unsafeUnwrap();
    expect(first.nextCursor).toBeNull();
    expect(first.items.find((item) => item.id === ownA[0]!.accountId)).toMatchObject({
      email: 'firm.a1@example.com',
      name: 'Ada Li',
      documents: expect.arrayContaining([
        expect.objectContaining({ kind: 'AHCD', progress: 'FINISHED' }),
        expect.objectContaining({ kind: 'WILL', progress: 'INCOMPLETE' }),
        expect.objectContaining({ kind: 'DFPOA', progress: 'NOT_STARTED' }),
      ]),
    });
    expect(
      (
        await firmA.listFirmClientDocuments({ params: { clientId: ownA[0]!.accountId } })
      )._unsafeUnwrap(),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'AHCD',
          progress: 'FINISHED',
          signingStatus: 'NOT_SIGNED',
        }),
      ]),
    );
    // An unfinished document has no PDF yet; one not started is not found.
    const will = await firmA.downloadFirmClientDocument({
      params: { clientId: ownA[0]!.accountId, kind: 'will' },
    });
    expect(will._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: { code: 'DOCUMENT.NOT_FINISHED' },
    });
    const dfpoa = await firmA.downloadFirmClientDocument({
      params: { clientId: ownA[0]!.accountId, kind: 'dfpoa' },
    });
    expect(dfpoa._unsafeUnwrapErr().status).toBe(404);
    const guessed = await firmA.listFirmClientDocuments({ params: { clientId: 'no-such-client' } });
    expect(guessed._unsafeUnwrapErr().status).toBe(404);
    // The firm's download keeps no copy in the storage center and leaves the person's state alone.
    const copies = await testApp.orm.em
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from stored_document where account_id = ?', [
        ownA[0]!.accountId,
      ]);
    expect(Number(copies[0]?.n)).toBe(0);
  });

  it('refuses a missing, malformed, wrong or revoked key with 401 and WWW-Authenticate, and a missing scope with 403 naming it', async () => {
    const clientsOnly = await issue('bequest', ['clients:read']);
    const refusals = {
      none: await rawFirmCall(baseUrl, '/firm/clients'),
      basic: await rawFirmCall(baseUrl, '/firm/clients', { authorization: 'Basic Zm9vOmJhcg==' }),
      malformed: await rawFirmCall(baseUrl, '/firm/clients', {
        authorization: 'Bearer bqk_live_x',
      }),
      wrongSecret: await rawFirmCall(baseUrl, '/firm/clients', {
        authorization: `Bearer ${clientsOnly.secretKey.slice(0, -1)}${clientsOnly.secretKey.endsWith('0') ? '1' : '0'}`,
      }),
      unknownId: await rawFirmCall(baseUrl, '/firm/clients', {
        authorization: `Bearer bqk_live_${'0'.repeat(16)}_${'a'.repeat(48)}`,
      }),
    };
    for (const [name, answer] of Object.entries(refusals)) {
      expect([name, answer.status]).toEqual([name, 401]);
      expect([name, ((await answer.json()) as { error: { code: string } }).error.code]).toEqual([
        name,
        'FIRM.UNAUTHENTICATED',
      ]);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer realm="Bequest firm API"/);
    }
    expect(refusals.malformed.headers.get('www-authenticate')).toContain('error="invalid_token"');

    const noScope = await rawFirmCall(baseUrl, '/firm/clients/anyone/documents', {
      authorization: `Bearer ${clientsOnly.secretKey}`,
    });
    expect(noScope.status).toBe(403);
    expect(await noScope.json()).toMatchObject({
      error: { code: 'FIRM.SCOPE_MISSING', message: expect.stringContaining('documents:read') },
    });
    expect(noScope.headers.get('www-authenticate')).toBe(
      'Bearer realm="Bequest firm API", error="insufficient_scope", scope="documents:read"',
    );

    (await admin.revokeFirmApiKey({ params: { keyId: clientsOnly.key.id } }))._unsafeUnwrap();
    const revoked = await firmClientFor(baseUrl, clientsOnly.secretKey).listFirmClients();
    expect(revoked._unsafeUnwrapErr()).toMatchObject({
      status: 401,
      error: { code: 'FIRM.UNAUTHENTICATED' },
    });
  });

  it('rotates a key: the new one works at once, the old one through its grace and never after', async () => {
    const old = await issue('bequest');
    const rotated = (
      await admin.rotateFirmApiKey({ params: { keyId: old.key.id }, body: {} })
    )._unsafeUnwrap();
    expect(rotated.secretKey).not.toBe(old.secretKey);
    expect(rotated.key).toMatchObject({ tenantId: 'bequest', scopes: old.key.scopes });
    expect(rotated.previous).toMatchObject({
      status: 'expiring',
      replacedBy: rotated.key.id,
      revokedAt: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
    });
    expect((await firmClientFor(baseUrl, rotated.secretKey).listFirmClients()).isOk()).toBe(true);
    expect((await firmClientFor(baseUrl, old.secretKey).listFirmClients()).isOk()).toBe(true);
    // A rotated key is not rotated again.
    const again = await admin.rotateFirmApiKey({ params: { keyId: old.key.id }, body: {} });
    expect(again._unsafeUnwrapErr().error.fields).toHaveProperty('keyId');

    const at = now;
    now = new Date(at.getTime() + 24 * 3_600_000 + 1_000);
    try {
      const after = await firmClientFor(baseUrl, old.secretKey).listFirmClients();
      expect(after._unsafeUnwrapErr().error.code).toBe('FIRM.UNAUTHENTICATED');
      expect((await firmClientFor(baseUrl, rotated.secretKey).listFirmClients()).isOk()).toBe(true);
    } finally {
      now = at;
    }

    // No grace: the old key stops at once.
    const next = (
      await partnerManager.rotateFirmApiKey({
        params: { keyId: rotated.key.id },
        body: { graceHours: 0 },
      })
    )._unsafeUnwrap();
    expect(next.previous.status).toBe('revoked');
    expect(
      (await firmClientFor(baseUrl, rotated.secretKey).listFirmClients())._unsafeUnwrapErr().status,
    ).toBe(401);
    expect((await firmClientFor(baseUrl, next.secretKey).listFirmClients()).isOk()).toBe(true);
  });

  it('takes no session or staff cookie on firm routes, and no firm key on consumer or staff routes', async () => {
    const key = (await issue('bequest')).secretKey;
    const person = cookieClient(baseUrl, 'localhost');
    const grant = (
      await person.getStarted({
        body: {
          email: 'firm.cookie@example.com',
          owner: { fullName: { first: 'Cy', middle: '', last: 'Li' }, maritalStatus: 'SINGLE' },
          termsAccepted: true,
          product: 'WILL',
        },
      })
    )._unsafeUnwrap();
    const bearerPerson = clientFor(baseUrl, 'localhost', () => grant.token);
    const leaks: string[] = [];
    for (const name of Object.keys(firmRoutes) as (keyof typeof firmRoutes)[]) {
      const params = { clientId: grant.user.activeProfile.accountId!, kind: 'will' as const };
      for (const [who, client] of [
        ['person cookie', person],
        ['person bearer', bearerPerson],
        ['staff cookie', admin],
      ] as const) {
        const answer = await (
          client[name] as (input: object) => Promise<{
            isOk(): boolean;
            error?: { error: { code: string } };
          }>
        )({ params });
        const code = answer.isOk() ? 'OK' : answer.error!.error.code;
        if (code !== 'FIRM.UNAUTHENTICATED') leaks.push(`${who} ${name}: ${code}`);
      }
    }
    // A firm key is neither a person's session nor a staff session.
    const asPerson = await clientFor(baseUrl, 'localhost', () => key).getCurrentUser();
    if (asPerson.isOk() || asPerson.error.status !== 401) leaks.push('firm key as a person');
    for (const [name, route] of Object.entries(CONTRACT).filter(([, r]) => staffRolesOf(r))) {
      if (route.method !== 'GET' || route.path.includes(':')) continue;
      const answer = await fetch(`${baseUrl}/v2${route.path}`, {
        headers: { authorization: `Bearer ${key}`, 'x-requested-with': 'bequest' },
      });
      if (answer.status !== 401) leaks.push(`firm key on staff ${name}: ${answer.status}`);
    }
    expect(leaks).toEqual([]);
    expect(Object.values(firmRoutes).every((route) => firmScopeOf(route) !== null)).toBe(true);
  });

  it('limits each key on its own: over its limit a key is refused with Retry-After, another key is not', async () => {
    const busy = (await issue('willow')).secretKey;
    const calm = firmClientFor(baseUrl, (await issue('willow')).secretKey);
    const firm = firmClientFor(baseUrl, busy);
    for (let call = 0; call < PER_KEY; call += 1)
      (await firm.listFirmClients({ query: { limit: 1 } }))._unsafeUnwrap();
    const over = await rawFirmCall(baseUrl, '/firm/clients?limit=1', {
      authorization: `Bearer ${busy}`,
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await calm.listFirmClients({ query: { limit: 1 } })).isOk()).toBe(true);
  });
});
