import type { SeededTenantId, TenantConfiguration } from '@bequest/sdk/app';
import { screen } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

const open = (
  path: string,
  tenant: SeededTenantId,
  configuration: Partial<TenantConfiguration> = {},
) =>
  renderAppAt(path, {
    'GET /v2/tenant': tenantAnswer(tenant, {}, configuration),
    'GET /v2/me': signedOut,
  });

describe('the password routes follow the tenant (platform-core.md 2.6, 6, 9)', () => {
  it.each([
    // path, tenant, configuration over the tenant's, where it lands, its heading
    ['/signup', 'bequest', {}, '/signup', 'Create your account'],
    ['/signup', 'willow', {}, '/login', 'Log in'],
    ['/signup', 'bequest', { signup: false }, '/login', 'Log in'],
    ['/signup', 'willow', { signup: true }, '/signup', 'Create your account'],
    ['/signup', 'acme-wealth', {}, '/login', 'Log in'],
    ['/password_reset?code=abc', 'willow', {}, '/password_reset', 'Choose a new password'],
    ['/password_recovery', 'willow', {}, '/password_recovery', 'Reset your password'],
    ['/password_reset?code=abc', 'acme-wealth', {}, '/login', 'Log in'],
  ] as const)('%s on %s %j opens %s', async (path, tenant, configuration, landing, heading) => {
    const router = open(path, tenant, configuration);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(router.state.location.pathname).toBe(landing);
  });
});
