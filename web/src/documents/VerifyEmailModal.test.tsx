import { DocumentViewSchema } from '@bequest/sdk/app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BequestProvider } from '@bequest/sdk/react';
import { fakeBequest } from '../test-setup/fake-bequest';
import { tenantAnswer } from '../test-setup/render-app';
import { texUser } from '../test-setup/signed-in-user';
import { NextSteps } from './NextSteps';

const finishedWill = DocumentViewSchema.parse({
  kind: 'WILL',
  version: 3,
  data: { randId: 'w1', planType: 'WILL' },
  summary: { randId: 'w1', isComplete: true, isValid: true },
});

/** The will's next steps for `user`; the calls the page made are kept. */
const nextStepsFor = (signedIn: { user: ReturnType<typeof texUser> }) => {
  const calls: string[] = [];
  const client = fakeBequest(({ call }) => {
    calls.push(call);
    if (call.startsWith('GET /v2/tenant')) return tenantAnswer();
    if (call.startsWith('GET /v2/me')) return { body: signedIn.user };
    return { body: { success: true } };
  });
  render(
    <BequestProvider client={client}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/will/final/download']}>
          <NextSteps
            product="WILL"
            noun="will"
            view={finishedWill}
            signingTitle={null}
            signingSteps={[]}
            continuePath="/will"
            reviewPath="/will/review"
          />
        </MemoryRouter>
      </QueryClientProvider>
    </BequestProvider>,
  );
  return calls;
};

describe('e-mailing a document before logging in (platform-core.md 2.12)', () => {
  it.each([
    [true, 'POST /v2/auth/verification-email', /Confirm tex@example.com first/],
    [false, 'POST /v2/auth/password-reset-request', /Finish your account first/],
  ])(
    'with a password %s, offers the link (%s) instead of sending',
    async (hasPassword, linkCall, explanation) => {
      const calls = nextStepsFor({
        user: texUser({ isRegistered: hasPassword, isLoggedIn: false, isEmailConfirmed: false }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'E-mail it to me' }));
      const modal = screen.getByRole('dialog', { name: 'Verify your e-mail address' });
      expect(within(modal).getByText(explanation)).toBeVisible();
      await userEvent.click(within(modal).getByRole('button', { name: 'Send me a link' }));
      expect(await within(modal).findByRole('status')).toHaveTextContent(
        'We sent a link to tex@example.com.',
      );
      expect(calls).toContain(linkCall);
      expect(calls.some((call) => call.includes('/email/'))).toBe(false);
    },
  );

  it('sends the document straight away for a logged-in person', async () => {
    const calls = nextStepsFor({ user: texUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail it to me' }));
    expect(await screen.findByText('We e-mailed you the document as a PDF.')).toBeVisible();
    expect(calls).toContain('GET /email/estate_plan/w1');
  });

  it('sends the document once the person comes back from the link, without a second click', async () => {
    const signedIn = { user: texUser({ isLoggedIn: false, isEmailConfirmed: false }) };
    const calls = nextStepsFor(signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail it to me' }));
    const modal = screen.getByRole('dialog', { name: 'Verify your e-mail address' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Send me a link' }));
    await within(modal).findByText(/come back to this page/);
    expect(calls.some((call) => call.includes('/email/'))).toBe(false);

    signedIn.user = texUser();
    fireEvent.focus(window);
    expect(
      await screen.findByText('Your address is confirmed. We e-mailed you the document as a PDF.'),
    ).toBeVisible();
    expect(calls).toContain('GET /email/estate_plan/w1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
