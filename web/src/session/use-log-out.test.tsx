import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { texUser } from '../test-setup/signed-in-user';

describe('log out (platform-core.md 4.2)', () => {
  it('ends the session, forgets what the tab kept and goes home', async () => {
    sessionStorage.setItem('gift-confirmation-draft', '{"donorName":"Tex"}');
    const calls: string[] = [];
    const router = renderAppAt(
      '/account',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': { status: 200, body: texUser() },
        'POST /v2/auth/log-out': { status: 200, body: { logoutUrl: null } },
      },
      calls,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'My account' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: /Make your free will today|Make-A-Will/ });
    expect(calls).toContain('POST /v2/auth/log-out');
    expect(sessionStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/');
  });
});
