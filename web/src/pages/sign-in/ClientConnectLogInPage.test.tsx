import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};
const providerDown = {
  status: 503,
  body: {
    error: {
      code: 'SSO.UNAVAILABLE',
      message: 'Your firm’s sign-in service is not answering. Please try again in a few minutes.',
    },
  },
};

const fromClientConnect = (query: string, tenant = tenantAnswer('acme-wealth')) =>
  renderStrictAppAt(`/login/from-client-connect${query}`, (call) => {
    if (call === 'GET /v2/tenant') return tenant;
    if (call === 'GET /v2/me') return signedOut;
    if (call === 'POST /v2/auth/sso/authorize') return providerDown;
  });

const ssoStarts = (calls: { call: string; body: string }[]) =>
  calls
    .filter(({ call }) => call === 'POST /v2/auth/sso/authorize')
    .map(({ body }) => JSON.parse(body));

describe('/login/from-client-connect, a firm’s client portal’s way in (platform-core.md 2.6, ADR 0011)', () => {
  it('starts the firm’s single sign-on at once, once, carrying the page to return to', async () => {
    const { calls, router } = fromClientConnect('?redirect=%2Faccount%2Fsettings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your firm’s sign-in service is not answering.',
    );
    expect(ssoStarts(calls)).toEqual([{ returnPath: '/account/settings' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/from-client-connect');

    // When it could not start, the login page's button tries again.
    await userEvent.click(screen.getByRole('button', { name: /^Sign in with / }));
    expect(ssoStarts(calls)).toHaveLength(2);
  });

  it('never returns to another site', async () => {
    const { calls } = fromClientConnect('?redirect=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('alert');
    expect(ssoStarts(calls)).toEqual([{ returnPath: '/account' }]);
  });

  it('on a tenant without single sign-on, gives its place to the login page, keeping the query', async () => {
    const { calls, router } = fromClientConnect(
      '?redirect=%2Faccount&utm_source=portal',
      tenantAnswer('bequest'),
    );
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Faccount&utm_source=portal');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(ssoStarts(calls)).toEqual([]);
  });
});
