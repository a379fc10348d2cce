import type { RepeatWillUserArm } from '@bequest/sdk/app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from '../components/Toasts';
import { BequestProvider } from '@bequest/sdk/react';
import { fakeBequest, type FakeCall } from '../test-setup/fake-bequest';
import { texUser } from '../test-setup/signed-in-user';
import { AccountVerification, PASSWORD_ALERTS } from './AccountVerification';

const EARLIER_TOAST = 'Your answers are saved.';

/** A toast already shown when the page opened, to see whether opening the modal clears it. */
const EarlierToast = () => {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ message: EARLIER_TOAST, tone: 'success' })}>
      Show an earlier toast
    </button>
  );
};

const renderWith = (
  passwordStatus: number,
  calls: FakeCall[],
  isEmailConfirmed = false,
  repeatWillUserArm: RepeatWillUserArm | null = null,
) => {
  let registered = false;
  const user = (isRegistered: boolean) =>
    texUser({ isRegistered, isLoggedIn: false, isEmailConfirmed, repeatWillUserArm });
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
          <EarlierToast />
          <AccountVerification />
        </ToastProvider>
      </QueryClientProvider>
    </BequestProvider>,
  );
};

const dismissals = (calls: FakeCall[]) =>
  calls.filter(({ call }) => call === 'POST /v2/auth/password/dismissals');

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
    expect(dismissals(calls)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Create my password' })).not.toBeInTheDocument();
  });

  it.each([false, true])(
    'opens at CREATE_PASSWORD and logs "password modal dismissed" when closed (e-mail confirmed: %s)',
    async (confirmed) => {
      const calls: FakeCall[] = [];
      renderWith(200, calls, confirmed);
      await userEvent.click(await screen.findByRole('button', { name: 'Create my password' }));
      const dialog = screen.getByRole('dialog', { name: 'Create your password' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(dismissals(calls)).toEqual([
        {
          call: 'POST /v2/auth/password/dismissals',
          body: JSON.stringify({ origin: 'initial_modal' }),
        },
      ]);
    },
  );

  it('opening the modal clears the alerts shown', async () => {
    renderWith(200, []);
    await userEvent.click(await screen.findByRole('button', { name: 'Show an earlier toast' }));
    expect(screen.getByText(EARLIER_TOAST)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create my password' }));
    expect(screen.getByRole('dialog', { name: 'Create your password' })).toBeInTheDocument();
    expect(screen.queryByText(EARLIER_TOAST)).not.toBeInTheDocument();
  });

  it('keeps the modal open and says so when the password cannot be set', async () => {
    renderWith(503, []);
    await createPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_ALERTS.failed);
    expect(screen.getByRole('dialog', { name: 'Create your password' })).toBeInTheDocument();
  });
});

describe('the e-mail-verified alert (platform-core.md 4.15)', () => {
  const alert = () => screen.queryByRole('region', { name: 'E-mail address verified' });

  it.each(['A', 'B'] as const)(
    'starts shown for a verified repeat will user in arm %s',
    async (arm) => {
      renderWith(200, [], true, arm);
      const shown = await screen.findByRole('region', { name: 'E-mail address verified' });
      expect(within(shown).getByRole('status')).toHaveTextContent(PASSWORD_ALERTS.emailVerified);
      expect(screen.queryByRole('region', { name: 'Finish your account' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['in the control group', true, 'control'],
    ['outside the experiment', true, null],
    ['whose e-mail is not verified yet', false, 'A'],
  ] as const)('is not shown for a person %s', async (_case, confirmed, arm) => {
    renderWith(200, [], confirmed, arm);
    expect(await screen.findByRole('region', { name: 'Finish your account' })).toBeInTheDocument();
    expect(alert()).not.toBeInTheDocument();
  });

  it('closes on its close button and logs "password notice dismissed"', async () => {
    const calls: FakeCall[] = [];
    renderWith(200, calls, true, 'B');
    const shown = await screen.findByRole('region', { name: 'E-mail address verified' });
    await userEvent.click(
      within(shown).getByRole('button', { name: 'Close the e-mail verified notice' }),
    );
    expect(alert()).not.toBeInTheDocument();
    expect(dismissals(calls)).toEqual([
      {
        call: 'POST /v2/auth/password/dismissals',
        body: JSON.stringify({ origin: 'notice' }),
      },
    ]);
    expect(screen.getByRole('region', { name: 'Finish your account' })).toBeInTheDocument();
  });

  it('offers "Create my password": the modal opens at CREATE_PASSWORD and the alert is cleared', async () => {
    const calls: FakeCall[] = [];
    renderWith(200, calls, true, 'A');
    const shown = await screen.findByRole('region', { name: 'E-mail address verified' });
    await userEvent.click(within(shown).getByRole('button', { name: 'Create my password' }));
    const dialog = screen.getByRole('dialog', { name: 'Create your password' });
    expect(alert()).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Garden2026');
    await userEvent.type(within(dialog).getByLabelText('Confirm the new password'), 'Garden2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText(PASSWORD_ALERTS.set)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dismissals(calls)).toEqual([]);
  });
});
