import { newAccount } from '@bequest/application';
import { ProfileSchema } from '@bequest/domain';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../../database/open-database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { PostgresProfileRepository } from '../profiles/profile.repository';
import { PostgresOneTimeLinks } from '../security/one-time-links.repository';
import { PostgresRateLimiter } from '../security/rate-limiter.repository';
import { MikroOrmTransactions } from '../transactions.mikro-orm';
import { PostgresAccountRepository } from './account.repository';

const account = (id: string, email: string, tenantId = 'bequest') =>
  newAccount({ id, tenantId, email, passwordHash: null, accountOwnerId: `${id}-owner` });

const profile = (randId: string, accountId: string, tenantId = 'bequest') =>
  ProfileSchema.parse({
    randId,
    accountId,
    tenantId,
    fullName: { first: 'Ana', middle: '', last: 'Li' },
  });

describe('accounts, profiles and links in PostgreSQL', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let accounts: PostgresAccountRepository;
  let profiles: PostgresProfileRepository;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openDatabase(database.url, 2);
    accounts = new PostgresAccountRepository(orm.em);
    profiles = new PostgresProfileRepository(orm.em);
    await accounts.create(account('a1', 'Ana@Example.com'));
    await accounts.create(account('w1', 'ana@example.com', 'willow'));
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('keeps e-mails unique per tenant, case-insensitively', async () => {
    expect(await accounts.create(account('a2', 'ANA@example.com'))).toBeNull();
    expect((await accounts.findByEmail('bequest', 'ana@example.com'))?.id).toBe('a1');
    expect((await accounts.findByEmail('willow', 'ana@example.com'))?.id).toBe('w1');
  });

  it('finds an account only in its own tenant', async () => {
    expect(await accounts.findById('willow', 'a1')).toBeNull();
    expect((await accounts.findById('bequest', 'a1'))?.email).toBe('ana@example.com');
  });

  it('refuses a write that names a stale version', async () => {
    const current = (await accounts.findById('bequest', 'a1'))!;
    const updated = await accounts.update('bequest', 'a1', current.version, { signInCount: 3 });
    expect(updated).toMatchObject({ signInCount: 3, version: current.version + 1 });
    expect(await accounts.update('bequest', 'a1', current.version, { signInCount: 9 })).toBeNull();
    expect((await accounts.findById('bequest', 'a1'))?.signInCount).toBe(3);
  });

  it('scopes profiles by tenant and account, and versions them', async () => {
    await profiles.create(profile('p1', 'a1'));
    expect(await profiles.findById('bequest', 'w1', 'p1')).toBeNull();
    expect(await profiles.findById('willow', 'a1', 'p1')).toBeNull();
    const stored = (await profiles.findById('bequest', 'a1', 'p1'))!;
    expect(stored.profile.fullName.last).toBe('Li');
    const renamed = { ...stored.profile, fullName: { first: 'Ana', middle: '', last: 'Lee' } };
    expect((await profiles.update(renamed, stored.version))?.version).toBe(stored.version + 1);
    expect(await profiles.update(renamed, stored.version)).toBeNull();
    expect(
      (await profiles.listByAccount('bequest', 'a1')).map((p) => p.profile.fullName.last),
    ).toEqual(['Lee']);
  });

  it('rolls back every write of a failed transaction', async () => {
    const transactions = new MikroOrmTransactions(orm.em);
    await expect(
      transactions.run(async () => {
        await profiles.create(profile('p-rolled-back', 'a1'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await profiles.findById('bequest', 'a1', 'p-rolled-back')).toBeNull();
  });

  it('one-time links work once, in their tenant, before they expire', async () => {
    const links = new PostgresOneTimeLinks(orm.em);
    const now = new Date('2026-11-23T10:00:00Z');
    const expiresAt = new Date('2026-11-24T10:00:00Z');
    const secret = await links.create({
      tenantId: 'bequest',
      accountId: 'a1',
      purpose: 'verify_email',
      expiresAt,
    });
    expect(await links.consume('willow', 'verify_email', secret, now)).toBeNull();
    expect(await links.consume('bequest', 'reset_password', secret, now)).toBeNull();
    expect(await links.consume('bequest', 'verify_email', secret, now)).toBe('a1');
    expect(await links.consume('bequest', 'verify_email', secret, now)).toBeNull();
    const late = await links.create({
      tenantId: 'bequest',
      accountId: 'a1',
      purpose: 'verify_email',
      expiresAt,
    });
    expect(await links.consume('bequest', 'verify_email', late, expiresAt)).toBeNull();
  });

  it('rate limits count attempts per key and window', async () => {
    const limiter = new PostgresRateLimiter(orm.em);
    const now = new Date('2026-11-23T10:00:10Z');
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      results.push(await limiter.attempt('log-in:1.2.3.4', 3, 60, now));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.attempt('log-in:5.6.7.8', 3, 60, now)).toBe(true);
    expect(await limiter.attempt('log-in:1.2.3.4', 3, 60, new Date('2026-11-23T10:01:10Z'))).toBe(
      true,
    );
  });
});
