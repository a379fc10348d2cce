import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { ormOptions } from '../orm-options';
import { PostgresTenantConfigurationRepository } from '../tenant-configuration.repository';
import { PostgresAttorneyDraftedPlans } from './attorney-drafted-plans.repository';

describe('the attorney-drafted plans’ queue in PostgreSQL (issue 24)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let plans: PostgresAttorneyDraftedPlans;
  const sql = (text: string, values: unknown[] = []) =>
    orm.em.fork().getConnection().execute(text, values);
  const owner = async (tenantId: string, id: string, data: object, updatedAt: string) => {
    await sql(
      `insert into account (id, tenant_id, email, account_owner_id, attorney_consult_metadata)
        values (?, ?, ?, ?, '{}')`,
      [id, tenantId, `${id}@example.com`, `${id}-owner`],
    );
    await sql(
      `insert into profile (rand_id, tenant_id, account_id, data, updated_at)
        values (?, ?, ?, ?, ?)`,
      [`${id}-owner`, tenantId, id, JSON.stringify(data), updatedAt],
    );
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(ormOptions({ clientUrl: database.url, poolSize: 2 }));
    // Plans chosen before the queue existed.
    await orm.migrator.up({ to: 'Migration20261226000000AccountHeldEmail' });
    await new PostgresTenantConfigurationRepository(orm.em).seed();
    // Chosen on a Thursday by an advisory firm's client in California.
    await owner(
      'acme-wealth',
      'chose',
      {
        fullName: { first: 'Ada', middle: '', last: 'Early' },
        administrativeArea: 'CA',
        phone: '4155550123',
        clientProductType: 'attorney_drafted',
      },
      '2026-12-03T15:30:00.000Z',
    );
    // Self-directed; and an attorney-drafted choice where the variant does not apply.
    await owner(
      'acme-wealth',
      'self',
      { clientProductType: 'self_directed' },
      '2026-12-03T15:30:00.000Z',
    );
    await owner(
      'benefitco',
      'elsewhere',
      { clientProductType: 'attorney_drafted' },
      '2026-12-03T15:30:00.000Z',
    );
    await orm.migrator.up();
    plans = new PostgresAttorneyDraftedPlans(orm.em.fork());
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('queues the plans already chosen where the variant applies, due 10 business days later', async () => {
    const page = await plans.search({}, { page: 1, perPage: 10 });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      tenantId: 'acme-wealth',
      accountId: 'chose',
      state: 'CA',
      contact: { name: 'Ada Early', email: 'chose@example.com', phone: '4155550123' },
      status: 'requested',
      requestedAt: new Date('2026-12-03T15:30:00.000Z'),
      // Two weeks of weekdays, as counted when the queue joined (no holiday falls in them).
      overdueAt: new Date('2026-12-17T15:30:00.000Z'),
    });
  });

  it('keeps one open plan per account, and moves a plan only from the status it is in', async () => {
    const [mine] = await plans.listForAccount('acme-wealth', 'chose');
    const queued = mine!;
    const again = await plans.open({
      tenantId: 'acme-wealth',
      accountId: 'chose',
      profileId: queued.profileId,
      state: 'CA',
      contact: { name: null, email: 'chose@example.com', phone: null },
      requestedAt: new Date(),
      overdueAt: new Date(),
    });
    expect(again).toBe(false);
    const attorney = {
      id: 'a-1',
      name: 'Jordan Avery',
      firm: null,
      email: 'j@x.example',
      phone: null,
    };
    const at = new Date('2026-12-07T10:00:00.000Z');
    const moved = await plans.move(queued.id, 'requested', 'matched', at, {
      attorney,
      overdueAt: null,
    });
    expect(moved).toMatchObject({ status: 'matched', matchedAt: at, attorney, overdueAt: null });
    expect(await plans.move(queued.id, 'requested', 'matched', at, { overdueAt: null })).toBeNull();
  });
});
