import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';

const started = {
  status: 200,
  body: texUser({ isRegistered: false, isLoggedIn: false, isEmailConfirmed: false }),
};
const success = { status: 200, body: { success: true } };

const fillIn = async () => {
  await userEvent.type(screen.getByLabelText('Full legal name'), 'Tex Rivera');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'tex.rivera@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Garden2026');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
};

describe('sign-up in a browser that got started without an account (issue 21)', () => {
  it('keeps the started documents on the new account unless told not to', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/signup',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': started,
        'POST /v2/auth/sign-up/keeping-documents': success,
      },
      calls,
    );
    const keep = await screen.findByRole('checkbox', {
      name: 'Keep them on the account I create now',
    });
    expect(keep).toBeChecked();
    expect(
      screen.getByRole('group', {
        name: /You started documents in this browser as tex@example.com/,
      }),
    ).toBeInTheDocument();
    await fillIn();
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(calls).toContain('POST /v2/auth/sign-up/keeping-documents');
    expect(calls).not.toContain('POST /v2/auth/sign-up');
  });

  it('says where the documents stay when the person signs up apart from them', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/signup',
      { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': started, 'POST /v2/auth/sign-up': success },
      calls,
    );
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Keep them on the account I create now' }),
    );
    expect(screen.getByText(/They stay with tex@example.com/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Or finish your account as tex@example.com' }),
    ).toHaveAttribute('href', '/finish-account');
    await fillIn();
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(calls).toContain('POST /v2/auth/sign-up');
  });

  it('offers nothing to keep to a visitor who started nothing', async () => {
    renderAppAt('/signup', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': {
        status: 401,
        body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'x' } },
      },
    });
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.queryByRole('checkbox', { name: /Keep them/ })).toBeNull();
  });
});
