import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { ormOptions } from '../orm-options';
import { PostgresTenantConfigurationRepository } from '../tenant-configuration.repository';
import { PostgresStrategistCalls } from './strategist-calls.repository';

const DETAILS = { packageType: 'will_based', ahcdId: 'a', dfpoaId: 'd', estateId: 'w' } as const;

describe('the strategist-call queue in PostgreSQL (issue 24)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let calls: PostgresStrategistCalls;
  const sql = (text: string, values: unknown[] = []) =>
    orm.em.fork().getConnection().execute(text, values);

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(ormOptions({ clientUrl: database.url, poolSize: 2 }));
    // A call scheduled before the queue existed, and a skipped one.
    await orm.migrator.up({ to: 'Migration20261211000000PrintMailQueue' });
    await new PostgresTenantConfigurationRepository(orm.em).seed();
    await sql(
      `insert into account (id, tenant_id, email, account_owner_id, attorney_consult_metadata)
        values ('acc-1', 'bequest', 'early@example.com', 'prof-1', '{}')`,
    );
    await sql(
      `insert into profile (rand_id, tenant_id, account_id, data)
        values ('prof-1', 'bequest', 'acc-1', ?)`,
      [JSON.stringify({ fullName: { first: 'Ada', middle: '', last: 'Early' } })],
    );
    for (const [id, type] of [
      ['event-1', 'SCHEDULE_STRATEGIST_CALL'],
      ['event-2', 'SKIP_STRATEGIST_CALL'],
    ])
      await sql(
        `insert into product_package_event (id, tenant_id, account_id, profile_id, event_type,
          package_details, created_at)
          values (?, 'bequest', 'acc-1', 'prof-1', ?, ?, '2026-12-04T12:00:00Z')`,
        [id, type, JSON.stringify(DETAILS)],
      );
    await orm.migrator.up();
    calls = new PostgresStrategistCalls(orm.em);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('queues the calls scheduled before the queue, not the skipped ones', async () => {
    expect(await calls.listForAccount('bequest', 'acc-1')).toMatchObject([
      {
        person: 'Ada Early',
        email: 'early@example.com',
        packageDetails: DETAILS,
        status: 'scheduled',
        scheduledAt: new Date('2026-12-04T12:00:00Z'),
        // Friday plus 2 business days, as strategistDocumentsOverdueAt counts.
        overdueAt: new Date('2026-12-08T12:00:00Z'),
      },
    ]);
  });

  it('lists calls awaiting documents first, soonest overdue on top, and moves a call only from its status', async () => {
    const open = (overdueAt: string) =>
      calls.open({
        tenantId: 'bequest',
        accountId: 'acc-1',
        profileId: 'prof-1',
        packageDetails: DETAILS,
        scheduledAt: new Date('2026-11-20T10:00:00Z'),
        overdueAt: new Date(overdueAt),
      });
    await open('2026-12-01T10:00:00Z');
    await open('2026-12-02T10:00:00Z');
    const first = await calls.search({}, { page: 1, perPage: 10 });
    expect(first.items.map((item) => item.overdueAt.toISOString())).toEqual([
      '2026-12-01T10:00:00.000Z',
      '2026-12-02T10:00:00.000Z',
      '2026-12-08T12:00:00.000Z',
    ]);
    const soonest = first.items[0]!;
    const at = new Date('2026-12-02T09:00:00Z');
    expect(await calls.move(soonest.id, 'documents_sent', 'held', at, null)).toBeNull();
    expect(await calls.move(soonest.id, 'scheduled', 'documents_sent', at, null)).toMatchObject({
      status: 'documents_sent',
      documentsSentAt: at,
    });
    // Awaiting the call, it follows the calls still awaiting their documents.
    const after = await calls.search({}, { page: 1, perPage: 10 });
    expect(after.items.map((item) => item.status)).toEqual([
      'scheduled',
      'scheduled',
      'documents_sent',
    ]);
    expect((await calls.search({ status: 'documents_sent' }, { page: 1, perPage: 10 })).total).toBe(
      1,
    );
  });
});
