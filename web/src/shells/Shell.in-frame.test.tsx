import { screen, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { texUser } from '../test-setup/signed-in-user';

// Someone who got started without a password: the account-verification notice is theirs.
const gotStarted = { status: 200, body: texUser({ isRegistered: false, isLoggedIn: false }) };
const INTERNET_EXPLORER = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

// The app reads where it is shown once: in this file, from the start, inside another site's frame.
jest.spyOn(window, 'self', 'get').mockReturnValue({} as Window & typeof globalThis);

describe('the page frame inside another site’s frame (platform-core.md 2.1, ADR 0011)', () => {
  it.each(['/faq', '/ad/spring', '/login'])(
    '%s shows the page alone: no header, footer, skip link or banners',
    async (path) => {
      jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(INTERNET_EXPLORER);
      renderAppAt(path, {
        'GET /v2/tenant': tenantAnswer(),
        'GET /v2/me': gotStarted,
      });
      const main = await screen.findByRole('main');
      expect(await within(main).findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(main).toHaveAttribute('id', 'main');
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Finish your account' })).not.toBeInTheDocument();
    },
  );
});
