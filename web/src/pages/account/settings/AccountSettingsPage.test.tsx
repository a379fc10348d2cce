import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer, type Answer } from '../../../test-setup/render-app';
import { texProfile, texUser } from '../../../test-setup/signed-in-user';

const tex = texProfile();
const ana = texProfile({
  randId: 'profile-2',
  fullName: { first: 'Ana', middle: '', last: 'Rivera' },
  address1: '12 Elm Street',
  city: 'Austin',
  administrativeArea: 'TX',
  postalCode: '78701',
});
const texAndAna = { ...texUser(), profiles: [tex, ana] };

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('account settings (platform-core.md 2.7 /account/settings)', () => {
  it('shows the address, the profiles with "Edit" and "Add new profile", and no household link on the main brand', async () => {
    renderAppAt('/account/settings', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texAndAna },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account settings' }),
    ).toBeVisible();
    expect(document.title).toBe('Account settings | Bequest');
    expect(section('E-mail address').getByText('tex@example.com')).toBeInTheDocument();
    const profiles = section('Profiles');
    expect(profiles.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tex Rivera (account owner) (current profile) Edit Tex Rivera',
      'Ana Rivera Edit Ana Rivera',
    ]);
    expect(profiles.getByRole('button', { name: 'Add new profile' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Household' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', '/account/help');
  });

  it('lists when staff looked at the account, with their role and reason (issue 24)', async () => {
    renderAppAt('/account/settings', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texAndAna },
      'GET /v2/me/staff-access': {
        status: 200,
        body: [
          {
            at: '2026-11-26T15:30:00.000Z',
            description: 'Opened your account record',
            staffRole: 'Support',
            reason: 'Ticket 4411: you asked why your will is unfinished',
          },
        ],
      },
    });
    const access = await screen.findByRole('region', { name: 'Staff access' });
    expect(
      (await within(access).findAllByRole('listitem')).map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(
        /^November 26, 2026 at \d+:30 [AP]M: Opened your account record \(Support\)\. Reason: Ticket 4411: you asked why your will is unfinished$/,
      ),
    ]);
  });

  it('edits the profile whose "Edit" was pressed, not only the active one', async () => {
    const calls: string[] = [];
    renderAppAt(
      '/account/settings',
      {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': { status: 200, body: texAndAna },
        'PATCH /v2/profiles/profile-2': { status: 200, body: ana },
      },
      calls,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ana Rivera' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Editing Ana Rivera' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit Ana Rivera' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toContain('PATCH /v2/profiles/profile-2');
    expect(calls).not.toContain('PATCH /v2/profiles/profile-1');
  });

  it('opens "Add new profile"', async () => {
    renderAppAt('/account/settings', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texUser() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add new profile' }));
    expect(screen.getByRole('dialog', { name: 'Add new profile' })).toBeVisible();
  });

  it('leads to the household settings on a household tenant', async () => {
    renderAppAt('/account/settings', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': { status: 200, body: texUser() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    expect(section('Household').getByRole('link', { name: 'Household Settings' })).toHaveAttribute(
      'href',
      '/household',
    );
  });

  it('changes the password with the current one, and says when that one is wrong', async () => {
    const answers: Record<string, Answer> = {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texUser() },
      'PUT /v2/auth/password': {
        status: 422,
        body: { error: { code: 'AUTH.INCORRECT_PASSWORD', message: 'incorrect password' } },
      },
    };
    renderAppAt('/account/settings', answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Change your password' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change your password' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(dialog.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Please enter your current password',
    );

    await userEvent.type(dialog.getByLabelText('Current password'), 'Old-passw0rd');
    await userEvent.type(dialog.getByLabelText('New password'), 'New-passw0rd');
    await userEvent.type(dialog.getByLabelText('Confirm the new password'), 'New-passw0rd');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await dialog.findByText('That is not your current password')).toBeInTheDocument();

    answers['PUT /v2/auth/password'] = {
      status: 200,
      body: { code: 200, token: 'fresh-token', user: texUser() },
    };
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to create a password to someone who got started without one', async () => {
    renderAppAt('/account/settings', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texUser({ isRegistered: false }) },
    });
    expect(await screen.findByRole('link', { name: 'Create a password' })).toHaveAttribute(
      'href',
      '/create-password',
    );
    expect(screen.queryByRole('button', { name: 'Change your password' })).not.toBeInTheDocument();
  });

  it('sends the password to the identity provider under single sign-on, without "Add new profile"', async () => {
    renderAppAt('/account/settings', {
      'GET /v2/tenant': tenantAnswer('acme-wealth'),
      'GET /v2/me': { status: 200, body: texUser() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    expect(section('Password').getByText(/so your password is changed there/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change your password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add new profile' })).not.toBeInTheDocument();
  });
});
