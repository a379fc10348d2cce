import type { SeededTenantId, TenantConfiguration } from '@bequest/sdk/app';
import { screen } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

describe('log in offers sign-up only where the tenant does (platform-core.md 6, 9)', () => {
  it.each([
    ['bequest', {}, true],
    ['bequest', { signup: false }, false],
    ['willow', {}, false],
    ['willow', { signup: true }, true],
  ] as const)(
    'on %s %j: "Create an account" shown %s',
    async (tenant: SeededTenantId, configuration: Partial<TenantConfiguration>, offered) => {
      renderAppAt('/login', {
        'GET /v2/tenant': tenantAnswer(tenant, {}, configuration),
        'GET /v2/me': signedOut,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
        'href',
        '/password_recovery',
      );
      const signUp = screen.queryByRole('link', { name: 'Create an account' });
      if (offered) expect(signUp).toHaveAttribute('href', '/signup');
      else expect(signUp).not.toBeInTheDocument();
      // No separator left dangling after the last link.
      expect(
        screen.getByRole('link', { name: 'Forgot your password?' }).parentElement,
      ).toHaveTextContent(
        offered ? /^Forgot your password\? · Create an account$/ : /^Forgot your password\?$/,
      );
    },
  );

  it('a single sign-on tenant has no password and no sign-up', async () => {
    renderAppAt('/login', {
      'GET /v2/tenant': tenantAnswer('acme-wealth'),
      'GET /v2/me': signedOut,
    });
    expect(await screen.findByRole('button', { name: 'Sign in with Acme Wealth' })).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it.each([
    [true, '/login?redirect=%2Faccount', true],
    [false, '/login?redirect=%2Faccount', false],
    [true, '/login', false],
  ])(
    'FW_FEDERATED_IMPROVEMENTS %s at %s starts the firm’s sign-in at once: %s',
    async (flag, path, started) => {
      const calls: string[] = [];
      renderAppAt(
        path,
        {
          'GET /v2/tenant': tenantAnswer('acme-wealth', { FW_FEDERATED_IMPROVEMENTS: flag }),
          'GET /v2/me': signedOut,
          'POST /v2/auth/sso/authorize': {
            status: 503,
            body: { error: { code: 'REQUEST.UNAVAILABLE', message: 'Try again soon.' } },
          },
        },
        calls,
      );
      const button = await screen.findByRole('button', { name: 'Sign in with Acme Wealth' });
      if (started) {
        expect(await screen.findByText('Try again soon.')).toBeVisible();
        expect(calls).toContain('POST /v2/auth/sso/authorize');
      } else {
        expect(button).toBeEnabled();
        expect(calls).not.toContain('POST /v2/auth/sso/authorize');
      }
    },
  );
});
