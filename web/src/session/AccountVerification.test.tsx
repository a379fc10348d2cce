import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../components/Toasts';
import { BequestProvider } from '../sdk-client/bequest';
import { fakeBequest, type FakeCall } from '../test-setup/fake-bequest';
import { texUser } from '../test-setup/signed-in-user';
import { AccountVerification, PASSWORD_ALERTS } from './AccountVerification';

const renderWith = (passwordStatus: number, calls: FakeCall[], isEmailConfirmed = false) => {
  let registered = false;
  const user = (isRegistered: boolean) =>
    texUser({ isRegistered, isLoggedIn: false, isEmailConfirmed });
  const client = fakeBequest(({ call }) => {
    if (call === 'GET /v2/me') return { body: user(registered) };
    if (call !== 'PUT /v2/auth/password') return { body: { success: true } };
    if (passwordStatus !== 200)
      return { status: passwordStatus, body: { error: { code: 'UNEXPECTED', message: 'Down' } } };
    registered = true;
    return { status: 207, body: { code: 207, token: 't', user: user(true) } };
  }, calls);
  render(
    <BequestProvider client={client}>
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <AccountVerification />
        </ToastProvider>
      </QueryClientProvider>
    </BequestProvider>,
  );
};

const createPassword = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Create my password' }));
  const dialog = screen.getByRole('dialog', { name: 'Create your password' });
  await userEvent.type(within(dialog).getByLabelText('New password'), 'Garden2026');
  await userEvent.type(within(dialog).getByLabelText('Confirm the new password'), 'Garden2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save my password' }));
};

describe('account verification (platform-core.md 2.12, 4.15)', () => {
  it('sets the password, asks to confirm the address, and the notice goes away', async () => {
    const calls: FakeCall[] = [];
    renderWith(200, calls);
    await createPassword();
    expect(await screen.findByText(PASSWORD_ALERTS.setAndVerify)).toBeInTheDocument();
    expect(calls.map(({ call }) => call)).toContain('POST /v2/auth/verification-email');
    expect(calls.map(({ call }) => call)).not.toContain('POST /v2/auth/password/dismissals');
    expect(screen.queryByRole('button', { name: 'Create my password' })).not.toBeInTheDocument();
  });

  it.each([
    [false, 'Create your password', 'initial_modal'],
    [true, 'Your e-mail address is verified', 'notice'],
  ])(
    'logs where it was closed without a password (e-mail confirmed: %s)',
    async (confirmed, title, origin) => {
      const calls: FakeCall[] = [];
      renderWith(200, calls, confirmed);
      await userEvent.click(await screen.findByRole('button', { name: 'Create my password' }));
      const dialog = screen.getByRole('dialog', { name: title });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls).toContainEqual({
        call: 'POST /v2/auth/password/dismissals',
        body: JSON.stringify({ origin }),
      });
    },
  );

  it('keeps the modal open and says so when the password cannot be set', async () => {
    renderWith(503, []);
    await createPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_ALERTS.failed);
    expect(screen.getByRole('dialog', { name: 'Create your password' })).toBeInTheDocument();
  });
});
