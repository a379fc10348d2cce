import { clientFor, getStarted, saveActiveProfile } from '../testing/people';
import { startStaffTestApp } from '../testing/staff';

describe('support’s people search by name, e-mail, phone or id (issue 24)', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startStaffTestApp();
    for (const [email, first, phone] of [
      ['pat@example.com', 'Pat', '(312) 555-0199'],
      ['quinn@example.com', 'Quinn', '212.555.0100'],
      ['rae@example.com', 'Rae', null],
    ] as const) {
      const grant = await getStarted(clientFor(app.baseUrl, 'localhost'), email, first);
      const client = clientFor(app.baseUrl, 'localhost', () => grant.token);
      if (phone) await saveActiveProfile(client, { phone });
      ids[first] = grant.user.activeProfile.accountId!;
    }
  });
  afterAll(() => app.close());

  const found = async (q: string) =>
    (await app.staff.support.searchPeople({ query: { q } }))
      ._unsafeUnwrap()
      .items.map((person) => person.name);

  it.each([
    ['a phone number as typed', '(312) 555-0199', ['Pat Li']],
    ['its digits with the country code', '+1 312 555 0199', ['Pat Li']],
    ['the last digits', '0100', ['Quinn Li']],
    ['digits both numbers share', '555', []],
    ['a part of a name', 'quin', ['Quinn Li']],
    ['a part of an e-mail', 'rae@', ['Rae Li']],
    ['a wildcard taken literally', '%', []],
  ])('finds by %s', async (_, q, names) => {
    expect(await found(q)).toEqual(names);
  });

  it('finds by the exact account id, and pages through everyone without a search', async () => {
    expect(await found(ids.Rae!)).toEqual(['Rae Li']);
    const everyone = (
      await app.staff.support.searchPeople({ query: { perPage: 2 } })
    )._unsafeUnwrap();
    expect(everyone.total).toBeGreaterThanOrEqual(3);
    expect(everyone.items).toHaveLength(2);
  });

  it('answers each way of searching from its index, never by reading every account', async () => {
    const connection = app.testApp.orm.em.getConnection();
    // Enough accounts that reading them all costs more than an index, as in production.
    await connection.execute(`
      insert into account (id, tenant_id, email, account_owner_id, attorney_consult_metadata)
        select 'filler-' || n, 'bequest', md5('e' || n) || '@example.org', 'filler-owner-' || n, '{}'
        from generate_series(1, 5000) n`);
    await connection.execute(`
      insert into profile (rand_id, tenant_id, account_id, data)
        select 'filler-owner-' || n, 'bequest', 'filler-' || n,
          jsonb_build_object('fullName', jsonb_build_object('first', 'Filler', 'last', md5('n' || n)),
            'phone', lpad(((n::bigint * 2654435761) % 10000000000)::text, 10, '0'))
        from generate_series(1, 5000) n`);
    await connection.execute('analyze account, profile');
    // A few thousand rows still read faster whole than through an index: with that way closed,
    // the plan shows which index serves each search (the bench measures the speed).
    const plans = await app.testApp.orm.em.transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      const planned: string[] = [];
      for (const sql of [
        `select id from account where email ilike '%' || left(md5('e42'), 12) || '%'`,
        `select rand_id from profile p where profile_full_name(p.data) ilike '%' || left(md5('n42'), 12) || '%'`,
        `select rand_id from profile p where phone_digits(p.data->>'phone') like '%' || (42::bigint * 2654435761 % 10000000000) || '%'`,
        `select id from account where account_owner_id = 'filler-owner-42'`,
      ])
        planned.push(
          ((await em.execute(`explain ${sql}`)) as { 'QUERY PLAN': string }[])
            .map((row) => row['QUERY PLAN'])
            .join('\n'),
        );
      return planned;
    });
    expect(plans).toEqual([
      expect.stringContaining('account_email_trigram'),
      expect.stringContaining('profile_full_name_trigram'),
      expect.stringContaining('profile_phone_digits_trigram'),
      expect.stringContaining('account_owner_index'),
    ]);
    const [{ name }] = (await connection.execute(`select 'Filler ' || md5('n4242') as name`)) as [
      { name: string },
    ];
    expect(await found(name.slice(0, 20))).toEqual([name]);
  });

  it('tells a typed account from the holder of the same address, in the results and the record', async () => {
    const holder = await getStarted(
      clientFor(app.baseUrl, 'localhost'),
      'twin@example.com',
      'Tess',
    );
    // Someone else types the held address: a typed account that keeps it without holding it.
    const typed = await getStarted(clientFor(app.baseUrl, 'localhost'), 'twin@example.com', 'Toby');
    const holderId = holder.user.activeProfile.accountId!;
    const typedId = typed.user.activeProfile.accountId!;
    expect(typedId).not.toBe(holderId);
    const results = (
      await app.staff.support.searchPeople({ query: { q: 'twin@example' } })
    )._unsafeUnwrap();
    expect(results.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: holderId, name: 'Tess Li', holdsEmail: true }),
        expect.objectContaining({ id: typedId, name: 'Toby Li', holdsEmail: false }),
      ]),
    );
    expect(results.total).toBe(2);
    const record = (
      await app.staff.support.getPersonRecord({
        params: { accountId: typedId },
        query: { reason: 'Ticket 7001: two accounts with one address' },
      })
    )._unsafeUnwrap();
    expect(record).toMatchObject({ id: typedId, email: 'twin@example.com', holdsEmail: false });
  });

  it('counts at most 10,000 accounts when listing without a search, and pages them', async () => {
    await app.testApp.orm.em.getConnection().execute(`
      insert into account (id, tenant_id, email, account_owner_id, attorney_consult_metadata)
        select 'many-' || n, 'willow', 'many-' || n || '@example.org', 'many-owner-' || n, '{}'
        from generate_series(1, 10001) n`);
    const first = (
      await app.staff.support.searchPeople({ query: { perPage: 25 } })
    )._unsafeUnwrap();
    expect(first.total).toBe(10_000);
    expect(first.items).toHaveLength(25);
    // A search still counts exactly.
    const exact = (
      await app.staff.support.searchPeople({ query: { q: 'many-1000' } })
    )._unsafeUnwrap();
    // many-1000, many-10000 and many-10001.
    expect(exact.total).toBe(3);
  });
});
