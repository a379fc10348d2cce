import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../../database/open-database';
import { sampleDafGrant, sampleQcdGift, TYPED_IRA_NUMBER } from '../../pdfmake/testing/gifts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { PostgresDafGrants, PostgresQcdGifts } from './owned-gifts.repository';

describe('QCDs and DAF grants in PostgreSQL (issue 23)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  const ANA = { accountId: 'account-ana', profileId: 'profile-ana' };
  const AT = new Date('2026-11-23T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openDatabase(database.url, 2);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('keeps a QCD for its owner alone, written only at the version read', async () => {
    const gifts = new PostgresQcdGifts(orm.em);
    const gift = sampleQcdGift();
    await gifts.create('bequest', ANA, gift, AT);
    const kept = await gifts.find('bequest', ANA.accountId, gift.id);
    expect(kept).toMatchObject({ tenantId: 'bequest', owner: ANA, gift, version: 1 });
    expect(await gifts.find('bequest', 'account-eve', gift.id)).toBeNull();
    expect(await gifts.find('other', ANA.accountId, gift.id)).toBeNull();

    const submitted = { ...gift, status: 'SUBMITTED' as const, submittedOn: '2026-11-23' as const };
    expect(await gifts.update('bequest', submitted, 1, AT)).toBe(true);
    expect(await gifts.update('bequest', gift, 1, AT)).toBe(false);
    expect((await gifts.find('bequest', ANA.accountId, gift.id))?.gift).toEqual(submitted);
    const rows = await orm.em
      .getConnection()
      .execute('select status, gift::text as gift from qcd_gift');
    expect(rows).toEqual([{ status: 'SUBMITTED', gift: expect.stringContaining('••••5678') }]);
    expect(JSON.stringify(rows)).not.toContain(TYPED_IRA_NUMBER.slice(0, 4));
  });

  it('lists a profile’s grants, oldest first, apart from QCDs', async () => {
    const grants = new PostgresDafGrants(orm.em);
    await grants.create('bequest', ANA, sampleDafGrant(), AT);
    await grants.create(
      'bequest',
      ANA,
      { ...sampleDafGrant(), id: 'daf-2' },
      new Date(AT.getTime() + 1),
    );
    await grants.create(
      'bequest',
      { ...ANA, profileId: 'profile-2' },
      { ...sampleDafGrant(), id: 'daf-3' },
      AT,
    );
    expect((await grants.listByOwner('bequest', ANA)).map(({ gift }) => gift.id)).toEqual([
      'daf-1',
      'daf-2',
    ]);
    expect(await new PostgresQcdGifts(orm.em).find('bequest', ANA.accountId, 'daf-1')).toBeNull();
  });
});
