import type { LocalIdentityProvider } from '@bequest/adapters';
import { STAFF_ROLES, type StaffRole } from '@bequest/domain';
import { CONTRACT, staffRolesOf, type HttpMethod } from '@bequest/sdk/contract';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../http/session.guard';
import { clientFor, getStarted } from '../testing/people';
import { cookieClient, signInAtProvider } from '../testing/sso';
import {
  LOCAL_STAFF_USERS,
  LOCAL_STAFF_WITHOUT_ROLE,
  signedInStaff,
  staffIssuerForTest,
} from '../testing/staff';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/** The provider's answer to a staff sign-in started by one browser, not yet handed back. */
const signedInStaffCallback = async (baseUrl: string) => {
  const started = await cookieClient(baseUrl, 'localhost').startStaffSignIn({ body: {} });
  return signInAtProvider(started._unsafeUnwrap().authorizationUrl, LOCAL_STAFF_USERS.admin);
};

/** Every staff route but log-out, which every role may call and which the last test covers. */
const STAFF_ROUTES = Object.entries(CONTRACT).filter(
  ([name, route]) => staffRolesOf(route) && name !== 'staffLogOut',
);
const REASON = 'Ticket 4411: the person asked why their will is unfinished';

/** A person on the main brand with a will downloaded once: one stored copy in the storage center. */
const personWithStoredWill = async (baseUrl: string, email: string, first: string) => {
  const grant = await getStarted(clientFor(baseUrl, 'localhost'), email, first);
  const client = clientFor(baseUrl, 'localhost', () => grant.token);
  (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
  const pdf = (await client.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
  const me = (await client.getCurrentUser())._unsafeUnwrap();
  return { client, pdf: Buffer.from(pdf.content), accountId: me.activeProfile.accountId!, email };
};

describe('the staff console: sign-in at the staff issuer, roles, audit, storage center (issue 24)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let provider: LocalIdentityProvider;
  const staff = {} as Record<StaffRole, Awaited<ReturnType<typeof signedInStaff>>['client']>;

  beforeAll(async () => {
    const issuer = await staffIssuerForTest();
    ({ testApp, baseUrl } = await startListeningTestApp({ staffSignIn: issuer.settings }));
    provider = await issuer.start(['http://localhost']);
    for (const role of STAFF_ROLES) {
      const signedIn = await signedInStaff(baseUrl, role);
      expect(signedIn.completed._unsafeUnwrap().staff.role).toBe(role);
      staff[role] = signedIn.client;
    }
  });
  afterAll(async () => {
    await provider.stop();
    await testApp.close();
  });

  /** What each route answers the client: 2xx/4xx of the route itself, or the guard's refusal. */
  const statusOf = async (client: ReturnType<typeof cookieClient> | null, name: string) => {
    const route = CONTRACT[name as keyof typeof CONTRACT];
    const path = `/v2${route.path.replace(/:[A-Za-z]+/g, 'unknown-id')}`;
    const method = route.method.toLowerCase() as Lowercase<HttpMethod>;
    if (!client) {
      const server = request(testApp.app.getHttpServer());
      const answer = await server[method](path).set(CSRF_HEADER, CSRF_HEADER_VALUE);
      return answer.body?.error?.code ?? answer.status;
    }
    const call = (client as unknown as Record<string, (input: object) => Promise<unknown>>)[name]!;
    const answer = (await call({
      params: {
        accountId: 'unknown-id',
        storedDocumentId: 'unknown-id',
        printMailRequestId: 'unknown-id',
        attorneyConsultRequestId: 'unknown-id',
        attorneyDraftedPlanId: 'unknown-id',
        attorneyId: 'unknown-id',
        strategistCallId: 'unknown-id',
        keyId: '0123456789abcdef',
        endpointId: 'unknown-id',
        organizationId: 'unknown-id',
        tenantId: 'unknown-id',
        randId: 'unknown-id',
        oldSlug: 'unknown-id',
        slug: 'unknown-id',
        ein: 'unknown-id',
        mailId: 'unknown-id',
        template: 'verify_email',
      },
      query: { reason: REASON, tenantId: 'bequest' },
      ...(route.method === 'GET' ? {} : { body: { status: 'printed' } }),
    })) as { isOk(): boolean; error?: { error: { code: string } } };
    return answer.isOk() ? 'OK' : answer.error!.error.code;
  };

  it('lets each role reach only its own staff routes; consumers and anonymous callers reach none', async () => {
    const consumer = await getStarted(clientFor(baseUrl, 'localhost'), 'matrix@example.com');
    const consumerClient = clientFor(baseUrl, 'localhost', () => consumer.token);
    const leaks: string[] = [];
    for (const [name, route] of STAFF_ROUTES) {
      const roles = staffRolesOf(route)!;
      for (const role of STAFF_ROLES) {
        const answer = await statusOf(staff[role], name);
        const allowed = roles.includes(role);
        if (allowed === (answer === 'STAFF.FORBIDDEN')) leaks.push(`${role} ${name}: ${answer}`);
      }
      // A person's session is no staff session, by bearer token or by their cookie.
      const asConsumer = await statusOf(consumerClient as never, name);
      if (asConsumer !== 'STAFF.UNAUTHENTICATED') leaks.push(`consumer ${name}: ${asConsumer}`);
      const anonymous = await statusOf(null, name);
      if (anonymous !== 'STAFF.UNAUTHENTICATED') leaks.push(`anonymous ${name}: ${anonymous}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses a company account without a staff role, and a staff call without the CSRF header', async () => {
    const noRole = await signedInStaff(baseUrl, LOCAL_STAFF_WITHOUT_ROLE);
    expect(noRole.completed._unsafeUnwrapErr()).toMatchObject({
      status: 403,
      error: { code: 'STAFF.NO_ROLE' },
    });
    expect((await noRole.client.getStaffMember())._unsafeUnwrapErr().status).toBe(401);

    // A code the provider gave another browser's sign-in is not a sign-in here.
    const planted = await signedInStaffCallback(baseUrl);
    const elsewhere = await cookieClient(baseUrl, 'localhost').completeStaffSignIn({
      body: { callbackQuery: planted },
    });
    expect(elsewhere._unsafeUnwrapErr().error.code).toBe('SSO.INVALID_STATE');

    const withoutHeader = await fetch(`${baseUrl}/v2/staff/me`, {
      headers: { 'x-forwarded-host': 'localhost' },
    });
    expect(withoutHeader.status).toBe(403);
  });

  it('requires a reason to open a person’s record, audits it, and shows the person when staff looked', async () => {
    const person = await personWithStoredWill(baseUrl, 'opened@example.com', 'Rosa');
    const found = (
      await staff.support.searchPeople({ query: { q: 'opened@', perPage: 10 } })
    )._unsafeUnwrap();
    expect(found).toMatchObject({
      total: 1,
      items: [
        { id: person.accountId, email: 'opened@example.com', name: 'Rosa Li', tenantId: 'bequest' },
      ],
    });
    const byName = (await staff.support.searchPeople({ query: { q: 'rosa li' } }))._unsafeUnwrap();
    expect(byName.items.map((item) => item.id)).toEqual([person.accountId]);

    const noReason = await staff.support.getPersonRecord({
      params: { accountId: person.accountId },
      query: {} as never,
    });
    expect(noReason._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { code: 'REQUEST.INVALID', fields: { reason: expect.stringContaining('reason') } },
    });
    const tooShort = await staff.support.getPersonRecord({
      params: { accountId: person.accountId },
      query: { reason: 'because' },
    });
    expect(tooShort._unsafeUnwrapErr().error.fields).toHaveProperty('reason');
    expect((await person.client.listStaffAccess())._unsafeUnwrap()).toEqual([]);

    const record = (
      await staff.support.getPersonRecord({
        params: { accountId: person.accountId },
        query: { reason: REASON },
      })
    )._unsafeUnwrap();
    expect(record).toMatchObject({
      id: person.accountId,
      email: 'opened@example.com',
      storedCopies: 1,
      profiles: [
        {
          name: 'Rosa Li',
          isAccountOwner: true,
          documents: expect.arrayContaining([{ kind: 'WILL', progress: 'INCOMPLETE' }]),
        },
      ],
    });

    expect((await person.client.listStaffAccess())._unsafeUnwrap()).toEqual([
      {
        at: expect.any(String),
        description: 'Opened your account record',
        staffRole: 'Support',
        reason: REASON,
      },
    ]);
    const log = (
      await staff.admin.listAuditEntries({ query: { accountId: person.accountId } })
    )._unsafeUnwrap();
    // Newest first: the administrator's own reading of the log about this person, then the view.
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'audit.list',
        staffRole: 'admin',
        accountId: person.accountId,
      }),
      expect.objectContaining({
        action: 'person.view',
        staffEmail: 'support@bequest.example',
        staffName: 'Casey Support',
        staffRole: 'support',
        tenantId: 'bequest',
        accountId: person.accountId,
        reason: REASON,
      }),
    ]);
    // Another person sees nothing of it.
    const other = await getStarted(clientFor(baseUrl, 'localhost'), 'other@example.com');
    expect(
      (await clientFor(baseUrl, 'localhost', () => other.token).listStaffAccess())._unsafeUnwrap(),
    ).toEqual([]);
  });

  it('keeps the audit log append-only, whoever asks the database', async () => {
    const connection = testApp.orm.em.getConnection();
    await expect(
      connection.execute(`update staff_audit_entry set reason = 'edited'`),
    ).rejects.toThrow(/append-only/);
    await expect(connection.execute('delete from staff_audit_entry')).rejects.toThrow(
      /append-only/,
    );
    await expect(connection.execute('truncate staff_audit_entry')).rejects.toThrow(/append-only/);
    const log = (await staff.admin.listAuditEntries({ query: { perPage: 100 } }))._unsafeUnwrap();
    expect(log.items.map((entry) => entry.action)).toContain('staff.sign_in');
    expect(log.items[0]!.action).toBe('audit.list');
  });

  it('lists stored copies with their owner, searches and pages them, downloads one and verifies its hash', async () => {
    const first = await personWithStoredWill(baseUrl, 'stored-one@example.com', 'Iris');
    const second = await personWithStoredWill(baseUrl, 'stored-two@example.com', 'Omar');
    const byEmail = (
      await staff.fulfilment.listStoredCopies({ query: { email: 'stored-one@' } })
    )._unsafeUnwrap();
    expect(byEmail).toEqual({
      total: 1,
      items: [
        {
          id: expect.any(String),
          tenantId: 'bequest',
          accountId: first.accountId,
          email: 'stored-one@example.com',
          person: 'Iris Li',
          kind: 'WILL',
          version: expect.any(Number),
          purpose: 'download',
          sha256: createHash('sha256').update(first.pdf).digest('hex'),
          bytes: first.pdf.length,
          createdAt: expect.any(String),
          keptUntil: expect.any(String),
          keptBecause: 'Policy: a downloaded copy is kept 365 days.',
        },
      ],
    });
    const today = new Date().toISOString().slice(0, 10);
    const paged = (
      await staff.fulfilment.listStoredCopies({
        query: { document: 'will', from: today, to: today, perPage: 1, page: 1 },
      })
    )._unsafeUnwrap();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
    expect(paged.items[0]!.email).toBe('stored-two@example.com');
    const byPerson = (
      await staff.fulfilment.listStoredCopies({ query: { person: second.accountId } })
    )._unsafeUnwrap();
    expect(byPerson.items.map((copy) => copy.email)).toEqual(['stored-two@example.com']);
    expect(
      (
        await staff.fulfilment.listStoredCopies({ query: { from: '2000-01-01', to: '2000-01-02' } })
      )._unsafeUnwrap(),
    ).toEqual({ total: 0, items: [] });
    expect(
      (await staff.fulfilment.listStoredCopies({ query: { from: 'yesterday' } }))._unsafeUnwrapErr()
        .error.fields,
    ).toHaveProperty('from');

    const copy = byEmail.items[0]!;
    const noReason = await staff.fulfilment.downloadStoredCopy({
      params: { storedDocumentId: copy.id },
      query: {} as never,
    });
    expect(noReason._unsafeUnwrapErr().error.fields).toHaveProperty('reason');
    const file = (
      await staff.fulfilment.downloadStoredCopy({
        params: { storedDocumentId: copy.id },
        query: { reason: 'Print and mail request of the signed will' },
      })
    )._unsafeUnwrap();
    expect(Buffer.from(file.content).equals(first.pdf)).toBe(true);
    expect(file.fileName).toMatch(/^will-v\d+-\d{4}-\d\d-\d\d\.pdf$/);

    expect(
      (
        await staff.fulfilment.verifyStoredCopy({ params: { storedDocumentId: copy.id } })
      )._unsafeUnwrap(),
    ).toEqual({
      id: copy.id,
      recordedSha256: copy.sha256,
      computedSha256: copy.sha256,
      matches: true,
    });

    // The bytes changed behind the storage center's back: the check says so.
    await testApp.orm.em
      .getConnection()
      .execute(`update stored_document set sha256 = ? where id = ?`, ['0'.repeat(64), copy.id]);
    expect(
      (
        await staff.fulfilment.verifyStoredCopy({ params: { storedDocumentId: copy.id } })
      )._unsafeUnwrap(),
    ).toMatchObject({
      recordedSha256: '0'.repeat(64),
      computedSha256: copy.sha256,
      matches: false,
    });

    const seen = (await first.client.listStaffAccess())._unsafeUnwrap();
    expect(seen.map((entry) => [entry.description, entry.staffRole, entry.reason])).toEqual([
      [
        'Checked a stored copy of one of your documents against its fingerprint',
        'Fulfillment',
        null,
      ],
      [
        'Checked a stored copy of one of your documents against its fingerprint',
        'Fulfillment',
        null,
      ],
      [
        'Downloaded a stored copy of one of your documents',
        'Fulfillment',
        'Print and mail request of the signed will',
      ],
    ]);
    expect(
      (
        await staff.fulfilment.verifyStoredCopy({ params: { storedDocumentId: 'missing' } })
      )._unsafeUnwrapErr().status,
    ).toBe(404);
  });

  it('names the analytics routes for administrators and partner managers only (ADR 0028)', () => {
    for (const name of ['listAnalyticsEvents', 'exportAnalyticsEvents'] as const)
      expect([...staffRolesOf(CONTRACT[name])!].sort()).toEqual(['admin', 'partner_manager']);
  });

  it('names the people actions for support and administrators, tenant edits for administrators only (issue 24)', () => {
    const rolesOf = (names: readonly (keyof typeof CONTRACT)[]) =>
      names.map((name) => [name, [...staffRolesOf(CONTRACT[name])!].sort()]);
    const people = [
      'resendPersonVerification',
      'sendPersonPasswordReset',
      'endPersonSessions',
      'unlockPersonSignIn',
      'mergePeople',
      'deletePerson',
    ] as const;
    expect(rolesOf(people)).toEqual(people.map((name) => [name, ['admin', 'support']]));
    const reads = ['listTenantSettings', 'getTenantSettings', 'listFlagsInEffect'] as const;
    expect(rolesOf(reads)).toEqual(reads.map((name) => [name, ['admin', 'partner_manager']]));
    expect(rolesOf(['editTenantConfiguration'])).toEqual([['editTenantConfiguration', ['admin']]]);
  });

  it('lists the analytics events by name and days, a page at a time, and exports them as CSV (audited)', async () => {
    const started = await getStarted(clientFor(baseUrl, 'localhost'), 'counted@example.com');
    const accountId = started.user.activeProfile.accountId!;
    const today = new Date().toISOString().slice(0, 10);
    const listed = (
      await staff.partner_manager.listAnalyticsEvents({
        query: { name: 'get_started', from: today, to: today, perPage: 100 },
      })
    )._unsafeUnwrap();
    expect(listed.items.every((event) => event.name === 'get_started')).toBe(true);
    expect(listed.items).toContainEqual(
      expect.objectContaining({
        name: 'get_started',
        tenantId: 'bequest',
        accountId,
        anonymousId: null,
      }),
    );
    const firstPage = (
      await staff.admin.listAnalyticsEvents({ query: { perPage: 1 } })
    )._unsafeUnwrap();
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThanOrEqual(listed.total);
    const later = (
      await staff.admin.listAnalyticsEvents({ query: { from: '2999-01-01' } })
    )._unsafeUnwrap();
    expect(later).toEqual({ items: [], total: 0 });
    const badDay = await staff.admin.listAnalyticsEvents({ query: { from: 'yesterday' } });
    expect(badDay._unsafeUnwrapErr().error.fields).toHaveProperty('from');

    const file = (
      await staff.admin.exportAnalyticsEvents({ query: { name: 'get_started' } })
    )._unsafeUnwrap();
    expect(file.fileName).toBe('analytics-events.csv');
    const [header, ...lines] = Buffer.from(file.content).toString('utf8').trim().split('\r\n');
    expect(header).toBe('id,occurredAt,name,tenantId,accountId,anonymousId,properties,context');
    expect(lines.some((line) => line.includes(`,get_started,bequest,${accountId},`))).toBe(true);
    expect(lines.join('\n')).not.toContain('counted@example.com');

    const log = (await staff.admin.listAuditEntries({ query: { perPage: 100 } }))._unsafeUnwrap();
    const actions = log.items.map((entry) => entry.action);
    expect(actions).toContain('analytics.list');
    expect(actions).toContain('analytics.export');
  });

  it('ends the staff session on log-out', async () => {
    const openSessions = async () =>
      testApp.orm.em
        .getConnection()
        .execute(
          `select count(*)::int as open from staff_session where subject = ? and ended_at is null`,
          ['staff-partners-0001'],
        );
    const { client } = await signedInStaff(baseUrl, 'partner_manager');
    expect(await openSessions()).toEqual([{ open: 2 }]);
    expect((await client.getStaffMember())._unsafeUnwrap()).toEqual({
      email: 'partners@bequest.example',
      name: 'Morgan Partners',
      role: 'partner_manager',
    });
    (await client.staffLogOut())._unsafeUnwrap();
    expect((await client.getStaffMember())._unsafeUnwrapErr().error.code).toBe(
      'STAFF.UNAUTHENTICATED',
    );
    // Ended on the server, not only forgotten by the browser.
    expect(await openSessions()).toEqual([{ open: 1 }]);
  });
});
