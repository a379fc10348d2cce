import { NewPasswordFormSchema, type NewPasswordForm } from '@bequest/sdk/app';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ToastProvider } from '../../components/Toasts';
import { BequestProvider } from '@bequest/sdk/react';
import { AccountVerification } from '../../session/AccountVerification';
import { fakeBequest } from '../../test-setup/fake-bequest';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';
import { ChangePasswordModal } from '../account/settings/ChangePasswordModal';
import { NewPasswordFields } from './NewPasswordFields';

const Form = () => {
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordFormSchema) });
  return (
    <form onSubmit={(event) => void handleSubmit(() => undefined)(event)} noValidate>
      <NewPasswordFields register={register} errors={errors} password={watch('password')} />
      <button type="submit">Save</button>
    </form>
  );
};

const criteria = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the new password fields report each criterion on its own (platform-core.md 5)', () => {
  it.each([
    ['', ['not met', 'not met', 'not met', 'not met']],
    ['garden', ['not met', 'met', 'not met', 'not met']],
    ['GARDEN2026', ['met', 'not met', 'met', 'met']],
    ['Garden26', ['met', 'met', 'met', 'met']],
  ])('%j: each criterion says whether it is met, in words', async (typed, states) => {
    render(<Form />);
    if (typed) await userEvent.type(screen.getByLabelText('New password'), typed);
    expect(criteria()).toEqual(
      ['At least 8 characters', 'One lower-case letter', 'One upper-case letter', 'One number'].map(
        (label, index) => `${states[index] === 'met' ? '✓' : '○'} ${label} (${states[index]})`,
      ),
    );
  });

  it('ties the criteria to the password input, in words only, not to the confirmation', async () => {
    render(<Form />);
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters (not met) One lower-case letter (not met) One upper-case letter (not met) One number (not met)',
    );
    await userEvent.type(password, 'Garden26');
    expect(password).toHaveAccessibleDescription(/One number \(met\)$/);
    expect(screen.getByLabelText('Confirm the new password')).not.toHaveAccessibleDescription();
  });

  it('keeps the criteria described beside the domain’s one message when the password is refused', async () => {
    render(<Form />);
    await userEvent.type(screen.getByLabelText('New password'), 'garden');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message =
      'Use at least 8 characters with a lower-case letter, an upper-case letter and a number.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-describedby', 'password-criteria password-error');
    expect(password).toHaveAccessibleDescription(/One lower-case letter \(met\).*Use at least 8/);
  });
});

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};
const gotStarted = { status: 200, body: texUser({ isRegistered: false, isLoggedIn: false }) };

/** The password input's criteria, as a screen reader hears them. */
const expectCriteriaOn = async (label: string, typed: string) => {
  const password = await screen.findByLabelText(label, { selector: 'input' });
  expect(password).toHaveAccessibleDescription(/^At least 8 characters \(not met\)/);
  await userEvent.type(password, typed);
  expect(password).toHaveAccessibleDescription(
    'At least 8 characters (not met) One lower-case letter (met) One upper-case letter (met) One number (met)',
  );
};

describe('every form that sets a password lists the criteria one by one (platform-core.md 5)', () => {
  it.each([
    ['/signup', 'Password', signedOut],
    ['/password_reset?code=abc', 'New password', signedOut],
    ['/create-password', 'New password', gotStarted],
  ])('%s', async (path, label, me) => {
    renderAppAt(path, { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': me });
    await expectCriteriaOn(label, 'Gard3n');
  });

  const withProviders = (children: ReactNode) =>
    render(
      <BequestProvider client={fakeBequest(() => gotStarted)}>
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </BequestProvider>,
    );

  it('the account-verification modal, afresh each time it opens', async () => {
    withProviders(<AccountVerification />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create my password' }));
    await expectCriteriaOn('New password', 'Gard3n');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create my password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /^At least 8 characters \(not met\) One lower-case letter \(not met\)/,
    );
  });

  it('the change-password modal', async () => {
    withProviders(<ChangePasswordModal open onClose={() => undefined} />);
    await expectCriteriaOn('New password', 'Gard3n');
  });
});
