import { ACCOUNT_TABLES } from '@bequest/adapters';
import { clientFor, getStarted, verifiedPerson } from '../testing/people';
import { requestApi } from '../testing/request-api';
import { startStaffTestApp } from '../testing/staff';
import type { TestApp } from '../testing/test-app';

const REASON = 'Ticket 5120: the person asked us on the phone';

describe('support acts on a person’s account on request (issue 24)', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;
  let testApp: TestApp;
  let baseUrl: string;
  let staff: typeof app.staff;

  beforeAll(async () => {
    app = await startStaffTestApp();
    ({ testApp, baseUrl, staff } = app);
  });
  afterAll(() => app.close());

  const started = async (email: string, first = 'Ana') => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), email, first);
    return {
      accountId: grant.user.activeProfile.accountId!,
      client: clientFor(baseUrl, 'localhost', () => grant.token),
    };
  };
  const seenBy = async (client: ReturnType<typeof clientFor>) =>
    (await client.listStaffAccess())
      ._unsafeUnwrap()
      .map((entry) => [entry.description, entry.staffRole, entry.reason]);
  const mailTo = async (email: string, subject: RegExp) => {
    await testApp.deliverMail();
    return testApp.smtp.waitFor(email, (mail) => subject.test(mail.subject));
  };

  it('resends the verification link with a reason, and the person reads the e-mail and sees why', async () => {
    const person = await started('unverified@example.com');
    const params = { accountId: person.accountId };
    const noReason = await staff.support.resendPersonVerification({
      params,
      body: { reason: 'short' },
    });
    expect(noReason._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { code: 'REQUEST.INVALID', fields: { reason: expect.any(String) } },
    });
    expect(
      (
        await staff.support.resendPersonVerification({ params, body: { reason: REASON } })
      )._unsafeUnwrap(),
    ).toEqual({ message: 'A new confirmation link was sent to unverified@example.com.' });
    const mail = await mailTo('unverified@example.com', /Verify your e-mail/);
    const code = /code=([\w-]+)/.exec(mail.text)![1]!;
    // The main brand's own address, as the console's request named it.
    expect(mail.text).toMatch(/http:\/\/localhost\/verify_email\?code=/);
    (await person.client.verifyEmail({ body: { code } }))._unsafeUnwrap();
    expect(await seenBy(person.client)).toEqual([
      ['Sent you a new link to confirm your e-mail address', 'Support', REASON],
    ]);
    // Confirmed now: nothing more to send, and nothing recorded.
    const again = await staff.admin.resendPersonVerification({ params, body: { reason: REASON } });
    expect(again._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: { code: 'PERSON.NOT_APPLICABLE' },
    });
    expect(await app.auditOf(person.accountId)).toEqual([
      ['audit.list', 'admin', null],
      ['person.resend_verification', 'support', null],
    ]);
  });

  it('sends a password reset link that resets the password, and the person sees it', async () => {
    const client = clientFor(baseUrl, 'localhost');
    await verifiedPerson(testApp, client, 'forgot@example.com');
    const [found] = (
      await staff.support.searchPeople({ query: { q: 'forgot@example.com' } })
    )._unsafeUnwrap().items;
    (
      await staff.support.sendPersonPasswordReset({
        params: { accountId: found!.id },
        body: { reason: REASON },
      })
    )._unsafeUnwrap();
    const mail = await mailTo('forgot@example.com', /Reset your/);
    const code = /code=([\w-]+)/.exec(mail.text)![1]!;
    const reset = await client.resetPassword({
      body: { code, password: 'Meadow2027', confirmPassword: 'Meadow2027' },
    });
    const token = reset._unsafeUnwrap().token;
    const signedIn = clientFor(baseUrl, 'localhost', () => token);
    expect((await seenBy(signedIn))[0]).toEqual([
      'Sent you a link to reset your password',
      'Support',
      REASON,
    ]);
    expect(
      (
        await client.logIn({ body: { email: 'forgot@example.com', password: 'Meadow2027' } })
      ).isOk(),
    ).toBe(true);
  });

  it('ends every session of the person', async () => {
    const person = await started('signed-in@example.com');
    expect((await person.client.getCurrentUser()).isOk()).toBe(true);
    (
      await staff.support.endPersonSessions({
        params: { accountId: person.accountId },
        body: { reason: REASON },
      })
    )._unsafeUnwrap();
    expect((await person.client.getCurrentUser())._unsafeUnwrapErr().status).toBe(401);
    expect(
      (
        await staff.support.endPersonSessions({
          params: { accountId: 'nobody' },
          body: { reason: REASON },
        })
      )._unsafeUnwrapErr().status,
    ).toBe(404);
  });

  it('lifts the waits failed sign-in attempts put on the person', async () => {
    await verifiedPerson(testApp, clientFor(baseUrl, 'localhost'), 'locked@example.com');
    const logIn = (password: string) =>
      requestApi(testApp)
        .post('/v2/auth/log-in')
        .set('Host', 'localhost')
        .set('X-Forwarded-For', '203.0.113.44')
        .send({ email: 'locked@example.com', password });
    const statuses = [];
    for (let guess = 0; guess < 6; guess += 1) statuses.push((await logIn('Wrong1234')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await logIn('Secret123')).status).toBe(429);
    const [found] = (
      await staff.admin.searchPeople({ query: { q: 'locked@example.com' } })
    )._unsafeUnwrap().items;
    (
      await staff.support.unlockPersonSignIn({
        params: { accountId: found!.id },
        body: { reason: REASON },
      })
    )._unsafeUnwrap();
    expect((await logIn('Secret123')).status).toBe(200);
  });

  it('merges a person’s second account into the first, with both audited', async () => {
    const kept = await started('kept@example.com', 'Rosa');
    const merged = await started('merged@example.com', 'Rosie');
    (await merged.client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const body = { reason: REASON, mergedAccountId: merged.accountId };
    const self = await staff.support.mergePeople({
      params: { accountId: kept.accountId },
      body: { ...body, mergedAccountId: kept.accountId },
    });
    expect(self._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: { code: 'PERSON.MERGE_REFUSED', fields: { mergedAccountId: expect.any(String) } },
    });
    const done = (
      await staff.support.mergePeople({ params: { accountId: kept.accountId }, body })
    )._unsafeUnwrap();
    expect(done).toMatchObject({
      keptAccountId: kept.accountId,
      moved: expect.objectContaining({ profile: 1, document: 1 }),
    });
    const record = (
      await staff.support.getPersonRecord({
        params: { accountId: kept.accountId },
        query: { reason: REASON },
      })
    )._unsafeUnwrap();
    expect(record.profiles.map((profile) => [profile.name, profile.isAccountOwner])).toEqual(
      expect.arrayContaining([
        ['Rosa Li', true],
        ['Rosie Li', false],
      ]),
    );
    expect(
      (
        await staff.support.getPersonRecord({
          params: { accountId: merged.accountId },
          query: { reason: REASON },
        })
      )._unsafeUnwrapErr().status,
    ).toBe(404);
    expect((await merged.client.getCurrentUser())._unsafeUnwrapErr().status).toBe(401);
    expect(await seenBy(kept.client)).toContainEqual([
      'Merged another of your accounts into this one',
      'Support',
      REASON,
    ]);
    expect(await app.auditOf(merged.accountId)).toContainEqual([
      'person.merge',
      'support',
      `merged into ${kept.accountId}`,
    ]);
  });

  it('deletes a person’s account on request: personal data and stored bytes gone, the audit log kept', async () => {
    const person = await started('leaving@example.com', 'Lena');
    (await person.client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    (await person.client.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
    const connection = testApp.orm.em.getConnection();
    const [{ storage_key: key }] = (await connection.execute(
      'select storage_key from stored_document where account_id = ?',
      [person.accountId],
    )) as [{ storage_key: string }];
    expect(await testApp.blobs.get(key)).not.toBeNull();
    const erased = (
      await staff.support.deletePerson({
        params: { accountId: person.accountId },
        body: { reason: REASON },
      })
    )._unsafeUnwrap();
    expect(erased.removed).toMatchObject({
      account: 1,
      profile: 1,
      document: 1,
      stored_document: 1,
    });
    expect(erased.kept).toMatchObject({ staff_audit_entry: 1, stock_gift: 0 });
    const left = async (table: string, column = 'account_id') =>
      (
        (await connection.execute(
          `select count(*)::int as n from "${table}" where "${column}" = ?`,
          [person.accountId],
        )) as [{ n: number }]
      )[0].n;
    expect(await left('account', 'id')).toBe(0);
    expect(await left('stored_document')).toBe(0);
    expect(await left('staff_audit_entry')).toBe(1);
    const mail = (await connection.execute(
      'select count(*)::int as n from mail_outbox where recipient = ?',
      ['leaving@example.com'],
    )) as [{ n: number }];
    expect(mail[0].n).toBe(0);
    const copies = (
      await staff.fulfilment.listStoredCopies({ query: { person: person.accountId } })
    )._unsafeUnwrap();
    expect(copies.total).toBe(0);
    expect(await testApp.blobs.get(key)).toBeNull();
    expect(
      (await staff.support.searchPeople({ query: { q: 'leaving@' } }))._unsafeUnwrap().total,
    ).toBe(0);
  });

  it('decides, for every table with an account column, what merge and deletion do with it', async () => {
    const columns: { table_name: string; column_name: string }[] = await testApp.orm.em
      .getConnection()
      .execute(
        `select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and column_name in ('account_id', 'person_id')
          order by table_name`,
      );
    const undecided = columns.filter(
      ({ table_name: table, column_name: column }) =>
        (ACCOUNT_TABLES as Record<string, { column: string }>)[table]?.column !== column,
    );
    expect(undecided).toEqual([]);
    expect(Object.keys(ACCOUNT_TABLES).sort()).toEqual(columns.map((row) => row.table_name).sort());
  });
});
