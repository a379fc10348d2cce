import { newAccount } from '@bequest/application';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../../database/open-database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { PostgresAccountRepository } from '../accounts/account.repository';
import { PostgresExperimentExposures } from './experiment-exposures.repository';
import { PostgresExperimentOverrides } from './experiment-overrides.repository';

const ana = { tenantId: 'bequest', personId: 'ana' };

describe('experiment exposures and overrides in PostgreSQL (ADR 0023)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let exposures: PostgresExperimentExposures;
  let overrides: PostgresExperimentOverrides;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openDatabase(database.url, 2);
    exposures = new PostgresExperimentExposures(orm.em);
    overrides = new PostgresExperimentOverrides(orm.em);
    await new PostgresAccountRepository(orm.em).create(
      newAccount({
        id: 'ana',
        tenantId: 'bequest',
        email: 'ana@example.com',
        passwordHash: null,
        accountOwnerId: 'ana-owner',
      }),
    );
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('keeps the first exposure of a person to an experiment, even when two arrive at once', async () => {
    const first = new Date('2026-12-01T10:00:00Z');
    const exposure = { ...ana, experiment: 'FW_DOWNLOAD_PAGE_REDESIGN', forced: false } as const;
    const answers = await Promise.all([
      exposures.recordFirst({ ...exposure, arm: 'redesign' }, first),
      exposures.recordFirst({ ...exposure, arm: 'redesign' }, first),
    ]);
    const kept = { ...exposure, arm: 'redesign', exposedAt: first };
    expect(answers).toEqual([kept, kept]);
    expect(
      await exposures.recordFirst(
        { ...exposure, arm: 'control', forced: true },
        new Date('2026-12-02T10:00:00Z'),
      ),
    ).toEqual(kept);
    const rows = await orm.em
      .fork()
      .execute('select person_id, experiment, arm, forced from experiment_exposure');
    expect(rows).toEqual([
      { person_id: 'ana', experiment: 'FW_DOWNLOAD_PAGE_REDESIGN', arm: 'redesign', forced: false },
    ]);
  });

  it('forces an arm, replaces it and clears it, for its own tenant only', async () => {
    const at = new Date('2026-12-01T10:00:00Z');
    expect(await overrides.armsOf(ana)).toEqual({});
    await overrides.set(
      { ...ana, experiment: 'FW_TRUST_ALL_STATES', arm: 'all_states', setBy: 'staff-1' },
      at,
    );
    await overrides.set(
      { ...ana, experiment: 'FW_TRUST_ALL_STATES', arm: 'control', setBy: 'staff-2' },
      at,
    );
    await overrides.set(
      { ...ana, experiment: 'FW_DOWNLOAD_PAGE_REDESIGN', arm: 'redesign', setBy: 'staff-1' },
      at,
    );
    expect(await overrides.armsOf(ana)).toEqual({
      FW_TRUST_ALL_STATES: 'control',
      FW_DOWNLOAD_PAGE_REDESIGN: 'redesign',
    });
    expect(await overrides.armsOf({ ...ana, tenantId: 'willow' })).toEqual({});
    await overrides.clear(ana, 'FW_TRUST_ALL_STATES');
    expect(await overrides.armsOf(ana)).toEqual({ FW_DOWNLOAD_PAGE_REDESIGN: 'redesign' });
  });
});
