import { screen, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { texUser } from '../test-setup/signed-in-user';

// Someone who got started without a password: the account-verification notice is theirs.
const gotStarted = { status: 200, body: texUser({ isRegistered: false, isLoggedIn: false }) };
const INTERNET_EXPLORER = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

describe('the page frame in the top window (platform-core.md 2.1, 2.13, 2.15)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the header, the footer, the skip link and the site-wide banners around the page', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(INTERNET_EXPLORER);
    renderAppAt('/faq', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': gotStarted,
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/Internet Explorer/);
    expect(await screen.findByRole('button', { name: 'Create my password' })).toBeInTheDocument();
  });

  it('colors the whole document with the tenant’s theme, dialogs opened outside the shell too', async () => {
    renderAppAt('/faq', { 'GET /v2/tenant': tenantAnswer('willow'), 'GET /v2/me': gotStarted });
    await screen.findByRole('banner');
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--primary')).toBe('#2F5D50');
    expect(root.getPropertyValue('--background')).toBe('#FBFAF7');
  });
});
