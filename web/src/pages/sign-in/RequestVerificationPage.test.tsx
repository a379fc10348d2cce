import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

describe('an unverified address at log in (platform-core.md 2.6, 4.2)', () => {
  it('leads to a new verification link for the address just typed', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/login',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': signedOut,
        'POST /v2/auth/log-in': {
          status: 200,
          body: {
            code: 207,
            token: 'token',
            user: texUser({ isEmailConfirmed: false, isLoggedIn: false }),
          },
        },
        'POST /v2/auth/verification-email': { status: 200, body: { success: true } },
      },
      calls,
    );
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'tex@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Garden2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' }),
    ).toBeVisible();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('tex@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If tex@example.com has an account waiting to be verified, we sent it a new link.',
    );
    expect(calls).toContain('POST /v2/auth/verification-email');
  });

  it('asks for the address when opened directly', async () => {
    renderAppAt('/login/request-verification', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': signedOut,
    });
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail address' });
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(/Please enter/)).toBeInTheDocument();
  });
});

describe('pages for anyone with a session (platform-core.md 2.14, 4.2)', () => {
  const gotStarted = { status: 200, body: texUser({ isRegistered: false, isLoggedIn: false }) };

  it('lets someone who got started create a password', async () => {
    renderAppAt('/create-password', { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': gotStarted });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your password' }),
    ).toBeVisible();
  });

  it.each([
    ['willow', 'Welcome, Tex'],
    ['bequest', 'Finish your account'],
  ] as const)('opens /account on %s as "%s"', async (tenant, heading) => {
    renderAppAt('/account', { 'GET /v2/tenant': tenantAnswer(tenant), 'GET /v2/me': gotStarted });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
});
