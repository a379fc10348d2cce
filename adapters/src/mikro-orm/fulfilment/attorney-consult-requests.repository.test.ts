import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { ormOptions } from '../orm-options';
import { PostgresTenantConfigurationRepository } from '../tenant-configuration.repository';
import { PostgresAttorneyConsultRequests } from './attorney-consult-requests.repository';

const CONTACT = { name: 'Ada Early', email: 'early@example.com', phone: null };

describe('the attorney-consult queue in PostgreSQL (issue 24)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let requests: PostgresAttorneyConsultRequests;
  const sql = (text: string, values: unknown[] = []) =>
    orm.em.fork().getConnection().execute(text, values);
  const account = (id: string, email: string, metadata: object) =>
    sql(
      `insert into account (id, tenant_id, email, account_owner_id, attorney_consult_metadata)
        values (?, 'bequest', ?, ?, ?)`,
      [id, email, `${id}-owner`, JSON.stringify(metadata)],
    );
  const profile = (randId: string, accountId: string, data: object, createdAt: string) =>
    sql(
      `insert into profile (rand_id, tenant_id, account_id, data, created_at)
        values (?, 'bequest', ?, ?, ?)`,
      [randId, accountId, JSON.stringify(data), createdAt],
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(ormOptions({ clientUrl: database.url, poolSize: 2 }));
    // Requests made before the queue existed.
    await orm.migrator.up({ to: 'Migration20261211000000PrintMailQueue' });
    await new PostgresTenantConfigurationRepository(orm.em).seed();
    // Asked on a Thursday, from California.
    await account('early', 'early@example.com', {
      attorneyConsultRequestedAt: '2026-12-03T15:30:00.000Z',
      attorneyConsultNotInterestedSubmittedAt: null,
    });
    await profile(
      'early-owner',
      'early',
      {
        fullName: { first: 'Ada', middle: '', last: 'Early' },
        administrativeArea: 'CA',
        phone: '4155550123',
      },
      '2026-11-01T00:00:00Z',
    );
    // Asked from Illinois, offered through the partner's New York.
    await account('partnered', 'partnered@example.com', {
      attorneyConsultRequestedAt: '2026-12-04T12:00:00.000Z',
      attorneyConsultNotInterestedSubmittedAt: '2026-12-01T12:00:00.000Z',
    });
    await profile(
      'partnered-owner',
      'partnered',
      { fullName: { first: 'Bo', middle: '', last: 'Pair' }, administrativeArea: 'IL' },
      '2026-11-01T00:00:00Z',
    );
    await profile(
      'partnered-partner',
      'partnered',
      { administrativeArea: 'NY' },
      '2026-11-02T00:00:00Z',
    );
    // "Not Interested" after the request, and a state where no consultation is offered.
    await account('declined', 'declined@example.com', {
      attorneyConsultRequestedAt: '2026-12-03T15:30:00.000Z',
      attorneyConsultNotInterestedSubmittedAt: '2026-12-04T15:30:00.000Z',
    });
    await profile(
      'declined-owner',
      'declined',
      { administrativeArea: 'CA' },
      '2026-11-01T00:00:00Z',
    );
    await account('moved', 'moved@example.com', {
      attorneyConsultRequestedAt: '2026-12-03T15:30:00.000Z',
      attorneyConsultNotInterestedSubmittedAt: null,
    });
    await profile('moved-owner', 'moved', { administrativeArea: 'IL' }, '2026-11-01T00:00:00Z');
    await orm.migrator.up();
    requests = new PostgresAttorneyConsultRequests(orm.em);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('queues the requests made before the queue, for the state each is offered in', async () => {
    expect(await requests.listForAccount('bequest', 'early')).toMatchObject([
      {
        profileId: 'early-owner',
        state: 'CA',
        contact: { name: 'Ada Early', email: 'early@example.com', phone: '4155550123' },
        status: 'requested',
        requestedAt: new Date('2026-12-03T15:30:00Z'),
        // Thursday plus 3 business days, as attorneyConsultOverdueAt counts.
        overdueAt: new Date('2026-12-08T15:30:00Z'),
      },
    ]);
    expect(await requests.listForAccount('bequest', 'partnered')).toMatchObject([
      {
        state: 'NY',
        contact: { name: 'Bo Pair', email: 'partnered@example.com', phone: null },
        // Friday plus 3 business days.
        overdueAt: new Date('2026-12-09T12:00:00Z'),
      },
    ]);
    expect(await requests.listForAccount('bequest', 'declined')).toEqual([]);
    expect(await requests.listForAccount('bequest', 'moved')).toEqual([]);
  });

  it('keeps one open request per account, lists open ones first, and moves a request only from its status', async () => {
    const open = (overdueAt: string) =>
      requests.open({
        tenantId: 'bequest',
        accountId: 'moved',
        profileId: 'moved-owner',
        state: 'CA',
        contact: CONTACT,
        requestedAt: new Date('2026-11-20T10:00:00Z'),
        overdueAt: new Date(overdueAt),
      });
    expect(await open('2026-12-01T10:00:00Z')).toBe(true);
    expect(await open('2026-12-02T10:00:00Z')).toBe(false);
    const first = await requests.search({}, { page: 1, perPage: 10 });
    expect(first.items.map((item) => item.overdueAt.toISOString())).toEqual([
      '2026-12-01T10:00:00.000Z',
      '2026-12-08T15:30:00.000Z',
      '2026-12-09T12:00:00.000Z',
    ]);
    const soonest = first.items[0]!;
    const at = new Date('2026-12-02T09:00:00Z');
    expect(await requests.move(soonest.id, 'referred', 'contacted', at, {})).toBeNull();
    expect(
      await requests.move(soonest.id, 'requested', 'referred', at, { attorney: 'Firm LLP' }),
    ).toMatchObject({ status: 'referred', referredAt: at, attorney: 'Firm LLP' });
    const closed = await requests.move(soonest.id, 'referred', 'closed', at, {
      closeReason: 'The person found an attorney',
    });
    expect(closed).toMatchObject({
      status: 'closed',
      closedAt: at,
      attorney: 'Firm LLP',
      closeReason: 'The person found an attorney',
    });
    // Closed, the account may ask again.
    expect(await open('2026-12-05T10:00:00Z')).toBe(true);
    const after = await requests.search({}, { page: 1, perPage: 10 });
    expect(after.items.map((item) => item.status)).toEqual([
      'requested',
      'requested',
      'requested',
      'closed',
    ]);
    expect((await requests.search({ status: 'closed' }, { page: 1, perPage: 10 })).total).toBe(1);
  });
});
