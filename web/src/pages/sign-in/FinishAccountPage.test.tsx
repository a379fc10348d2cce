import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';

describe('an account made without a password (issue 21)', () => {
  it('goes from the account page to finishing the account, not to a log-in form', async () => {
    const calls: string[] = [];
    const router = renderAppAt(
      '/account',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': {
          status: 200,
          body: texUser({ isRegistered: false, isLoggedIn: false, isEmailConfirmed: false }),
        },
        'POST /v2/auth/password-reset-request': { status: 200, body: { success: true } },
      },
      calls,
    );
    expect(await screen.findByRole('heading', { name: 'Finish your account' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
    expect(screen.getByText(/We e-mail the link to tex@example.com/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent the link to tex@example.com. Open it to choose your password',
    );
    expect(calls).toContain('POST /v2/auth/password-reset-request');
  });

  it('sends a person whose address is not verified yet to a new verification link', async () => {
    const router = renderAppAt('/account', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texUser({ isLoggedIn: false, isEmailConfirmed: false }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Verify your e-mail address' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/request-verification');
  });
});
