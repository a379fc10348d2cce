import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { ormOptions } from '../orm-options';
import { PostgresTenantConfigurationRepository } from '../tenant-configuration.repository';
import { PostgresPrintMailRequests } from './print-mail-requests.repository';

const ADDRESS = {
  address1: '12 Elm Street',
  address2: null,
  city: 'Springfield',
  administrativeArea: 'IL',
  postalCode: '62701',
  country: 'US',
};

describe('the print-and-mail queue in PostgreSQL (issue 24)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let requests: PostgresPrintMailRequests;
  const sql = (text: string, values: unknown[] = []) =>
    orm.em.fork().getConnection().execute(text, values);

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(ormOptions({ clientUrl: database.url, poolSize: 2 }));
    // A request made before the queue existed: its event, and the copies it kept for the mail.
    await orm.migrator.up({ to: 'Migration20261210000000Experiments' });
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
    const copy = (id: string, kind: string, purpose: string, at: string) =>
      sql(
        `insert into stored_document (id, tenant_id, account_id, profile_id, kind, document_version,
          purpose, sha256, bytes, storage_key, created_at)
          values (?, 'bequest', 'acc-1', 'prof-1', ?, 1, ?, ?, 10, ?, ?)`,
        [id, kind, purpose, id.padEnd(64, '0'), `key-${id}`, at],
      );
    await copy('will-old', 'WILL', 'mail', '2026-12-03T14:00:00Z');
    await copy('will-mail', 'WILL', 'mail', '2026-12-03T15:29:58Z');
    await copy('ahcd-mail', 'AHCD', 'mail', '2026-12-03T15:29:59Z');
    await copy('will-download', 'WILL', 'download', '2026-12-03T15:29:59Z');
    await sql(
      `insert into product_package_event (id, tenant_id, account_id, profile_id, event_type,
        package_details, mailing_address, created_at)
        values ('event-1', 'bequest', 'acc-1', 'prof-1', 'REQUEST_PRINT_AND_MAIL', '{}', ?, ?)`,
      [JSON.stringify(ADDRESS), '2026-12-03T15:30:00Z'],
    );
    await orm.migrator.up();
    requests = new PostgresPrintMailRequests(orm.em);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('queues the requests made before the queue, with the copies each kept for the mail', async () => {
    const [early] = await requests.listForAccount('bequest', 'acc-1');
    expect(early).toMatchObject({
      email: 'early@example.com',
      person: 'Ada Early',
      mailingAddress: ADDRESS,
      status: 'requested',
      requestedAt: new Date('2026-12-03T15:30:00Z'),
      // Thursday plus 10 business days, as printMailOverdueAt counts.
      overdueAt: new Date('2026-12-17T15:30:00Z'),
      documents: [
        { kind: 'WILL', storageKey: 'key-will-mail', storedCopyId: 'will-mail' },
        { kind: 'AHCD', storageKey: 'key-ahcd-mail', storedCopyId: 'ahcd-mail' },
      ],
    });
  });

  it('lists open requests first, the soonest overdue at the top, and moves a request only from its status', async () => {
    const open = (overdueAt: string) =>
      requests.open({
        tenantId: 'bequest',
        accountId: 'acc-1',
        profileId: 'prof-1',
        mailingAddress: ADDRESS as never,
        documents: [],
        requestedAt: new Date('2026-11-20T10:00:00Z'),
        overdueAt: new Date(overdueAt),
      });
    await open('2026-12-04T10:00:00Z');
    await open('2026-12-01T10:00:00Z');
    const first = await requests.search({}, { page: 1, perPage: 10 });
    expect(first.items.map((item) => item.overdueAt.toISOString())).toEqual([
      '2026-12-01T10:00:00.000Z',
      '2026-12-04T10:00:00.000Z',
      '2026-12-17T15:30:00.000Z',
    ]);
    const soonest = first.items[0]!;
    const at = new Date('2026-12-02T09:00:00Z');
    expect(await requests.move(soonest.id, 'printed', 'mailed', at, null)).toBeNull();
    const cancelled = await requests.move(
      soonest.id,
      'requested',
      'cancelled',
      at,
      'Asked to stop',
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledAt: at,
      cancelReason: 'Asked to stop',
    });
    const after = await requests.search({}, { page: 1, perPage: 10 });
    expect(after.items.map((item) => item.status)).toEqual(['requested', 'requested', 'cancelled']);
    expect((await requests.search({ status: 'cancelled' }, { page: 1, perPage: 10 })).total).toBe(
      1,
    );
  });
});
