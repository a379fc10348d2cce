import { createBequestClient, ProfileSchema } from '@bequest/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../components/Toasts';
import { BequestProvider } from '../sdk-client/bequest';
import { AccountVerification, PASSWORD_ALERTS } from './AccountVerification';

const profile = {
  ...ProfileSchema.parse({
    randId: 'profile-1',
    accountId: 'account-1',
    tenantId: 'bequest',
    email: 'tex@example.com',
    fullName: { first: 'Tex', middle: '', last: 'Rivera' },
  }),
  version: 1,
};
const user = (isRegistered: boolean) => ({
  email: 'tex@example.com',
  profiles: [profile],
  activeProfile: profile,
  selectedActiveProfileId: 'profile-1',
  accountOwnerId: 'profile-1',
  accountVersion: 1,
  isJointTrustPlanSelected: false,
  isRegistered,
  isVerified: false,
  isEmailConfirmed: false,
  hasAuthToken: true,
  signInCount: 0,
  eligibleStateForAttorneyConsult: null,
  hasRequestedAttorneyConsult: false,
  attorneyConsultMetadata: {
    attorneyConsultRequestedAt: null,
    attorneyConsultNotInterestedSubmittedAt: null,
  },
  isLoggedIn: false,
  isAuthorized: true,
  hasAcceptedLatestTerms: true,
  partnerExistsAndHasAcceptedLatestTerms: false,
});

const renderWith = (passwordStatus: number, calls: string[]) => {
  let registered = false;
  const client = createBequestClient({
    baseUrl: 'http://bequest.test',
    fetch: (async (url: string, init: RequestInit) => {
      const call = `${init.method} ${new URL(url).pathname}`;
      calls.push(call);
      if (call === 'PUT /v2/auth/password' && passwordStatus === 200) registered = true;
      const body =
        call === 'GET /v2/me'
          ? user(registered)
          : call === 'PUT /v2/auth/password'
            ? passwordStatus === 200
              ? { code: 207, token: 't', user: user(true) }
              : { error: { code: 'UNEXPECTED', message: 'Down' } }
            : { success: true };
      return new Response(JSON.stringify(body), {
        status: call === 'PUT /v2/auth/password' ? passwordStatus : 200,
      });
    }) as typeof fetch,
  });
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
    const calls: string[] = [];
    renderWith(200, calls);
    await createPassword();
    expect(await screen.findByText(PASSWORD_ALERTS.setAndVerify)).toBeInTheDocument();
    expect(calls).toContain('POST /v2/auth/verification-email');
    expect(screen.queryByRole('button', { name: 'Create my password' })).not.toBeInTheDocument();
  });

  it('keeps the modal open and says so when the password cannot be set', async () => {
    renderWith(503, []);
    await createPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_ALERTS.failed);
    expect(screen.getByRole('dialog', { name: 'Create your password' })).toBeInTheDocument();
  });
});
