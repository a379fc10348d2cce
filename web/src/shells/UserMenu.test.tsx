import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { texUser } from '../test-setup/signed-in-user';

const signedIn = { status: 200, body: texUser() };

const openMenu = async () => {
  const button = await screen.findByRole('button', { name: 'My account' });
  await userEvent.click(button);
  return within(document.getElementById(button.getAttribute('aria-controls')!)!);
};

describe('the user menu (platform-core.md 2.13)', () => {
  it('has every label of the signed-in menu, the account settings on every tenant', async () => {
    renderAppAt('/account/help', { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': signedIn });
    const menu = await openMenu();
    expect(menu.getByText('tex@example.com')).toBeVisible();
    expect(menu.getByRole('menuitem', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(menu.getByText('Profiles')).toBeVisible();
    expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    expect(menu.getByRole('menuitem', { name: 'Add new profile' })).toBeVisible();
    expect(menu.getByRole('menuitem', { name: 'My documents' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(menu.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  });

  it('leads to the account settings on a household tenant too', async () => {
    const router = renderAppAt('/account/help', {
      'GET /v2/tenant': tenantAnswer('willow'),
      'GET /v2/me': signedIn,
    });
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Account settings' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account settings' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/settings');
  });

  it('marks "My documents" as the current page on the account page, where "Go to your account" is hidden', async () => {
    renderAppAt('/account', { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': signedIn });
    const menu = await openMenu();
    expect(menu.queryByRole('menuitem', { name: 'Go to your account' })).not.toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'My documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows no profiles to a user who has not verified the address', async () => {
    renderAppAt('/account/help', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': { status: 200, body: texUser({ isEmailConfirmed: false }) },
    });
    const menu = await openMenu();
    expect(menu.queryByText('Profiles')).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Add new profile' })).not.toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  });
});
