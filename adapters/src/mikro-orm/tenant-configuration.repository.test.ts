import { TENANT_CONFIGURATIONS } from '@bequest/domain';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../database/open-database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresTenantConfigurationRepository } from './tenant-configuration.repository';

describe('tenant configurations in PostgreSQL (platform-core.md 2.1, 9)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let repository: PostgresTenantConfigurationRepository;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openDatabase(database.url, 2);
    repository = new PostgresTenantConfigurationRepository(orm.em);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('seeds the four tenants on first start', async () => {
    for (const [tenantId, configuration] of Object.entries(TENANT_CONFIGURATIONS)) {
      expect(await repository.findById(tenantId)).toEqual(configuration);
    }
  });

  it('answers null for an unknown tenant', async () => {
    expect(await repository.findById('nobody')).toBeNull();
  });

  it('reads an edit at once, and never overwrites it when seeding again', async () => {
    expect((await repository.findById('willow'))?.household).toBe(true);
    const edited = { ...TENANT_CONFIGURATIONS.willow, household: false };
    await orm.em
      .fork()
      .getConnection()
      .execute(
        'update tenant_configuration set configuration = ?, version = version + 1 where tenant_id = ?',
        [JSON.stringify(edited), 'willow'],
      );
    await repository.seed();
    expect((await repository.findById('willow'))?.household).toBe(false);
  });

  it('lays the staff console’s edits over the defaults, refusing a stale version (issue 24)', async () => {
    const before = (await repository.find('benefitco'))!;
    expect(before).toMatchObject({ edits: {}, editedAt: null });
    const at = new Date('2026-12-22T10:00:00Z');
    const edits = { branding: { tenantDisplayName: 'BenefitCo Plus' } };
    expect(await repository.saveEdits('benefitco', before.version, edits, at)).toEqual({
      ...before,
      edits,
      version: before.version + 1,
      editedAt: at,
    });
    const inEffect = await repository.findById('benefitco');
    expect(inEffect?.branding.tenantDisplayName).toBe('BenefitCo Plus');
    expect(inEffect?.branding.theme).toEqual(TENANT_CONFIGURATIONS.benefitco.branding.theme);
    expect(await repository.saveEdits('benefitco', before.version, {}, at)).toBeNull();
    await repository.seed();
    expect((await repository.findById('benefitco'))?.branding.tenantDisplayName).toBe(
      'BenefitCo Plus',
    );
    expect((await repository.list()).map((record) => record.tenantId)).toEqual(
      Object.keys(TENANT_CONFIGURATIONS).sort(),
    );
  });

  it('runs the migrations once', async () => {
    expect(await orm.migrator.getPending()).toEqual([]);
    expect((await orm.migrator.getExecuted()).length).toBeGreaterThan(0);
  });
});
