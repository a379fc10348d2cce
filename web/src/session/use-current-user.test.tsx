import { screen, waitFor } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

describe('a signed-out visit (issue 21)', () => {
  it('asks for no current user where the browser holds no session', async () => {
    document.cookie = 'signed_in=; path=/; Max-Age=0';
    const calls: string[] = [];
    renderAppAt('/login', { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': signedOut }, calls);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(calls).toEqual(['GET /v2/tenant']);
  });

  it('forgets a session that has ended, so the next visit asks nothing', async () => {
    const calls: string[] = [];
    renderAppAt('/login', { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': signedOut }, calls);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('GET /v2/me'));
    await waitFor(() => expect(document.cookie).not.toContain('signed_in=1'));
  });
});
