import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt as renderAt, tenantAnswer, type Answer } from '../test-setup/render-app';
import { texUser } from '../test-setup/signed-in-user';

const tenant = tenantAnswer();

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

describe('the web app', () => {
  it('shows the home page with the marketing figures', async () => {
    renderAt('/', {
      'GET /v2/tenant': tenant,
      'GET /v2/me': signedOut,
      'GET /v2/marketing-stats': {
        status: 200,
        body: [{ fieldName: 'WILLS_CREATED', fieldValues: '700K+' }],
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /free will today|Make-A-Will/,
    );
    expect(await screen.findByText('700K+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why is it free?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Current page: Log in | Bequest')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('sends a signed-out visitor from the account page to log in, naming what is missing', async () => {
    const calls: string[] = [];
    const answers: Record<string, Answer> = { 'GET /v2/tenant': tenant, 'GET /v2/me': signedOut };
    const router = renderAt('/account', answers, calls);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Faccount');

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Please enter your email, including the full domain name'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).not.toContain('POST /v2/auth/log-in');

    answers['POST /v2/auth/log-in'] = {
      status: 401,
      body: {
        error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'Incorrect e-mail or password.' },
      },
    };
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Garden2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
  });

  it('names every missing sign-up answer, then shows the server’s refusal', async () => {
    const answers: Record<string, Answer> = { 'GET /v2/tenant': tenant, 'GET /v2/me': signedOut };
    renderAt('/signup', answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('You must accept the Terms of Service & Privacy Notice to continue.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Use at least 8 characters with a lower-case letter, an upper-case letter and a number.',
      ),
    ).toBeInTheDocument();

    answers['POST /v2/auth/sign-up'] = {
      status: 403,
      body: {
        error: { code: 'AUTH.SIGNUP_CLOSED', message: 'Sign-up is not available here.' },
      },
    };
    await userEvent.type(screen.getByLabelText('Full legal name'), 'Ana Li');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Garden2026');
    expect(screen.getByText(/One number/)).toHaveTextContent('✓ One number');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up is not available here.');
  });

  it('resets a password: the confirmation must match, an expired link says so', async () => {
    const answers: Record<string, Answer> = {
      'GET /v2/tenant': tenant,
      'GET /v2/me': signedOut,
      'POST /v2/auth/password-reset': {
        status: 410,
        body: { error: { code: 'AUTH.LINK_EXPIRED', message: 'This link has expired.' } },
      },
    };
    renderAt('/password_reset?code=abc', answers);
    await userEvent.type(await screen.findByLabelText('New password'), 'Garden2026');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'Garden2025');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm the new password'));
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'Garden2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
  });

  it.each(['/verify_email', '/activate/verify'])(
    '%s says when a verification link has expired',
    async (path) => {
      renderAt(`${path}?code=old`, {
        'GET /v2/tenant': tenant,
        'GET /v2/me': signedOut,
        'POST /v2/auth/verify-email': {
          status: 410,
          body: { error: { code: 'AUTH.LINK_EXPIRED', message: 'This link has expired.' } },
        },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
      expect(screen.getByText(/to have a new link sent/)).toBeInTheDocument();
    },
  );

  it('sends an unknown path in a tenant shell to the account page', async () => {
    const willow = tenantAnswer('willow');
    const router = renderAt('/no-such-page', { 'GET /v2/tenant': willow, 'GET /v2/me': signedOut });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });

  it('welcomes a visitor to a white label’s home with the ways in (issue 21)', async () => {
    renderAt('/', { 'GET /v2/tenant': tenantAnswer('willow'), 'GET /v2/me': signedOut });
    expect(await screen.findByRole('heading', { name: 'Welcome to Willow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start my will' })).toHaveAttribute('href', '/will');
    expect(screen.getByRole('link', { name: 'Start my trust' })).toHaveAttribute('href', '/rlt');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull();
  });

  it('takes a signed-in visitor from a white label’s home to the account', async () => {
    const router = renderAt('/', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': { status: 200, body: texUser() },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(screen.queryByRole('heading', { name: 'Welcome to Willow' })).toBeNull();
  });

  it('offers a white label’s sign-up on its home, where it has one', async () => {
    renderAt('/', {
      'GET /v2/tenant': tenantAnswer('willow', {}, { signup: true }),
      'GET /v2/me': signedOut,
    });
    expect(await screen.findByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it.each([
    ['acme-wealth', '/about'],
    ['acme-wealth', '/partner/harbor-food-bank'],
  ] as const)(
    'leaves the main brand’s own pages out of the %s shell: %s leads to the account',
    async (tenantId, path) => {
      const router = renderAt(path, {
        'GET /v2/tenant': tenantAnswer(tenantId),
        'GET /v2/me': signedOut,
      });
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('?redirect=%2Faccount');
    },
  );

  it('keeps the legal notices in a tenant shell', async () => {
    renderAt('/privacy', {
      'GET /v2/tenant': tenantAnswer('acme-wealth'),
      'GET /v2/me': signedOut,
    });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Log in');
    expect(document.title).toMatch(/^Privacy/);
  });

  it('shows an information page under each of its paths, with its own title', async () => {
    renderAt('/POA', { 'GET /v2/tenant': tenant, 'GET /v2/me': signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Durable financial power of attorney' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Durable Financial Power of Attorney | Bequest');
  });

  it.each([
    ['/will/featureship-cards-demo', 'What your will covers'],
    ['/rlt/pages/acme-trust-landing-page', 'Your living trust, with Bequest'],
  ])('shows %s, which is not a wizard step, to anyone', async (path, heading) => {
    renderAt(path, { 'GET /v2/tenant': tenant, 'GET /v2/me': signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/error-account-exists', 'You already have an account', 'Log in'],
    ['/error-invalid-age', 'You must be 18 or older', 'Go to the home page'],
    [
      '/error-service-not-available-for-account',
      'This service is not available for your account',
      'Go to the home page',
    ],
    ['/firm-not-found', 'We could not find your firm', 'Go to the home page'],
  ])('explains %s and offers the way on', async (path, heading, action) => {
    renderAt(path, { 'GET /v2/tenant': tenant, 'GET /v2/me': signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: action }),
    ).toBeInTheDocument();
  });

  it('answers an unknown path with a page that says so', async () => {
    renderAt('/no-such-page', { 'GET /v2/tenant': tenant, 'GET /v2/me': signedOut });
    expect(
      await screen.findByRole('heading', { name: 'We could not find that page' }),
    ).toBeInTheDocument();
  });
});
