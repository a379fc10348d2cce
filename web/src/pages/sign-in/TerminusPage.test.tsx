import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer } from '../../test-setup/fake-bequest';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';
import { texUser } from '../../test-setup/signed-in-user';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};
const logOutFailed = { status: 503, body: { error: { code: 'UNEXPECTED', message: 'Down' } } };

/** /terminus for someone signed in (or not), the session ending when log-out succeeds. */
const terminus = ({
  signedIn,
  tenant = tenantAnswer(),
  logOutAnswers = [{ body: { success: true, logoutUrl: null } }],
}: {
  readonly signedIn: boolean;
  readonly tenant?: FakeAnswer;
  readonly logOutAnswers?: FakeAnswer[];
}) => {
  let session = signedIn;
  let logOuts = 0;
  return renderStrictAppAt('/terminus', (call) => {
    if (call === 'GET /v2/tenant') return tenant;
    if (call === 'GET /v2/me') return session ? { body: texUser() } : signedOut;
    if (call === 'POST /v2/auth/log-out') {
      const answer = logOutAnswers[Math.min(logOuts++, logOutAnswers.length - 1)]!;
      if ((answer.status ?? 200) === 200) session = false;
      return answer;
    }
  });
};

const logOutsIn = (calls: { call: string }[]) =>
  calls.filter(({ call }) => call === 'POST /v2/auth/log-out').length;

describe('/terminus, where outside systems end a session (platform-core.md 2.6, ADR 0011)', () => {
  afterEach(() => sessionStorage.clear());

  it('ends the session once, forgets what the tab kept, and says so without moving on', async () => {
    sessionStorage.setItem('gift-confirmation-draft', '{"donorName":"Tex"}');
    const { calls, router } = terminus({ signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are signed out' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Log in again' }),
    ).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Signed out | Bequest');
    expect(logOutsIn(calls)).toBe(1);
    expect(sessionStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/terminus');
    // The header forgets the person too.
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' }),
    ).toBeInTheDocument();
  });

  it('asks nothing of the server when nobody is signed in', async () => {
    const { calls } = terminus({ signedIn: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are signed out' }),
    ).toBeInTheDocument();
    expect(logOutsIn(calls)).toBe(0);
  });

  it('on a single sign-on tenant, stays here rather than going on to the provider’s logout', async () => {
    const { calls, router } = terminus({
      signedIn: true,
      tenant: tenantAnswer('acme-wealth'),
      logOutAnswers: [
        { body: { success: true, logoutUrl: 'http://idp.test/logout?returnTo=%2Flogin' } },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are signed out' }),
    ).toBeInTheDocument();
    expect(logOutsIn(calls)).toBe(1);
    expect(router.state.location.pathname).toBe('/terminus');
  });

  it('says when the session could not be ended, and tries again only when asked', async () => {
    const { calls } = terminus({
      signedIn: true,
      logOutAnswers: [logOutFailed, { body: { success: true, logoutUrl: null } }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not end your session. Please try again.',
    );
    expect(logOutsIn(calls)).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are signed out' }),
    ).toBeInTheDocument();
    expect(logOutsIn(calls)).toBe(2);
  });
});
