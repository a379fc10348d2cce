import { newAccount } from '@bequest/application';
import { ProfileSchema } from '@bequest/domain';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../../database/open-database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { PostgresAccountRepository } from '../accounts/account.repository';
import { PostgresProfileRepository } from '../profiles/profile.repository';
import { PostgresDocumentRepository } from './document.repository';

describe('documents in PostgreSQL', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let documents: PostgresDocumentRepository;
  const at = new Date('2026-11-26T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openDatabase(database.url, 2);
    documents = new PostgresDocumentRepository(orm.em);
    await new PostgresAccountRepository(orm.em).create(
      newAccount({
        id: 'a1',
        tenantId: 'bequest',
        email: 'ana@example.com',
        passwordHash: null,
        accountOwnerId: 'p1',
      }),
    );
    await new PostgresProfileRepository(orm.em).create(
      ProfileSchema.parse({
        randId: 'p1',
        accountId: 'a1',
        tenantId: 'bequest',
        fullName: { first: 'Ana', middle: '', last: 'Li' },
      }),
    );
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('records a download beside the answers: the version stays, the next save is not stale', async () => {
    const will = (await documents.create(
      {
        tenantId: 'bequest',
        accountId: 'a1',
        profileId: 'p1',
        kind: 'WILL',
        randId: 'w1',
        data: { randId: 'w1', isDownloaded: true, hasPets: false },
      },
      at,
    ))!;
    expect(will.data).toMatchObject({ isDownloaded: false, hasPets: false });

    await documents.markDownloaded('willow', 'a1', 'w1', at);
    expect((await documents.find('bequest', 'a1', 'p1', 'WILL'))!.data).toMatchObject({
      isDownloaded: false,
    });
    await documents.markDownloaded('bequest', 'a1', 'w1', at);
    const downloaded = (await documents.find('bequest', 'a1', 'p1', 'WILL'))!;
    expect(downloaded.version).toBe(will.version);
    expect(downloaded.data).toMatchObject({ isDownloaded: true });

    const saved = await documents.update(
      'bequest',
      'a1',
      'w1',
      will.version,
      { randId: 'w1', isDownloaded: false, hasPets: true },
      at,
    );
    expect(saved).toMatchObject({
      version: will.version + 1,
      data: { isDownloaded: true, hasPets: true },
    });
  });
});
