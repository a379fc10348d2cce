import { TENANT_CONFIGURATIONS } from '@bequest/domain';
import { clientFor } from '../testing/people';
import { startStaffTestApp } from '../testing/staff';

const REASON = 'Partner request 88: the new display name';

describe('tenants and flags in the staff console (issue 24)', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;

  beforeAll(async () => {
    app = await startStaffTestApp();
  });
  afterAll(() => app.close());

  const willow = async () =>
    (await app.staff.admin.getTenantSettings({ params: { tenantId: 'willow' } }))._unsafeUnwrap();

  it('shows each tenant’s configuration in effect, never a secret’s value', async () => {
    const tenants = (await app.staff.partner_manager.listTenantSettings())._unsafeUnwrap();
    expect(tenants.map((tenant) => tenant.tenantId)).toEqual(
      Object.keys(TENANT_CONFIGURATIONS).sort(),
    );
    const acme = tenants.find((tenant) => tenant.tenantId === 'acme-wealth')!;
    expect(acme).toMatchObject({ editedFields: [], editedAt: null });
    expect(acme.secrets).toEqual({ ssoClientSecret: false, emailServerPassword: false });
    expect(tenants.some((tenant) => 'secrets' in tenant.configuration)).toBe(false);
    expect(
      (
        await app.staff.admin.getTenantSettings({ params: { tenantId: 'nobody' } })
      )._unsafeUnwrapErr().status,
    ).toBe(404);
  });

  it('edits a tenant through the domain’s schema, naming the field at fault, and the product reads it', async () => {
    const before = await willow();
    const edit = (configuration: typeof before.configuration, secrets = {}) =>
      app.staff.admin.editTenantConfiguration({
        params: { tenantId: 'willow' },
        body: { version: before.version, configuration, secrets, reason: REASON },
      });
    const branding = before.configuration.branding;
    const unreadable = await edit({
      ...before.configuration,
      branding: { ...branding, theme: { ...branding.theme, text: branding.theme.background } },
    });
    expect(unreadable._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: {
        code: 'REQUEST.INVALID',
        fields: { 'configuration.branding.theme.text': expect.stringContaining('contrast') },
      },
    });
    const noName = await edit({
      ...before.configuration,
      branding: { ...branding, tenantDisplayName: ' ' },
    });
    expect(noName._unsafeUnwrapErr().error.fields).toHaveProperty([
      'configuration.branding.tenantDisplayName',
    ]);

    const edited = (
      await edit(
        { ...before.configuration, branding: { ...branding, tenantDisplayName: 'Willow & Co' } },
        { emailServerPassword: 'smtp-secret-1' },
      )
    )._unsafeUnwrap();
    expect(edited).toMatchObject({
      version: before.version + 1,
      editedFields: ['branding.tenantDisplayName', 'secrets.emailServerPassword'],
      secrets: { ssoClientSecret: false, emailServerPassword: true },
    });
    expect(JSON.stringify(edited)).not.toContain('smtp-secret-1');
    const product = clientFor(app.baseUrl, 'willow.localhost');
    expect(
      (await product.getTenant())._unsafeUnwrap().configuration.branding.tenantDisplayName,
    ).toBe('Willow & Co');

    // The version read is stale now: the edit made meanwhile is not overwritten.
    expect((await edit(before.configuration))._unsafeUnwrapErr().status).toBe(409);
    const log = (
      await app.staff.admin.listAuditEntries({ query: { perPage: 100 } })
    )._unsafeUnwrap();
    expect(log.items).toContainEqual(
      expect.objectContaining({
        action: 'tenant.edit',
        tenantId: 'willow',
        subject: 'branding.tenantDisplayName, secrets.emailServerPassword',
        reason: REASON,
      }),
    );
    expect(JSON.stringify(log.items)).not.toContain('smtp-secret-1');
  });

  it('lists the flags and experiments in effect with where each comes from', async () => {
    const inEffect = (await app.staff.partner_manager.listFlagsInEffect())._unsafeUnwrap();
    expect(inEffect.flags).toContainEqual({ name: 'FW_CANADA', on: false, source: 'default' });
    const trust = inEffect.experiments.find(
      (experiment) => experiment.name === 'FW_TRUST_ALL_STATES',
    )!;
    expect(trust).toMatchObject({ running: false, source: 'default' });
    expect(trust.arms).toEqual([
      { name: 'control', weight: 80 },
      { name: 'all_states', weight: 20 },
    ]);
    expect(trust.tenants.map((tenant) => tenant.name)).toEqual(
      Object.keys(TENANT_CONFIGURATIONS).sort(),
    );
  });
});
