import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OldBrowserBanner } from './OldBrowserBanner';

const withUserAgent = (userAgent: string) =>
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);

describe('the old-browser banner (platform-core.md 2.15)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('warns Internet Explorer until "Continue anyway", for the rest of the visit', async () => {
    withUserAgent('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko');
    const { unmount } = render(<OldBrowserBanner />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Consider using a different browser… Internet Explorer is known to behave unpredictably',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue anyway' }));
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    render(<OldBrowserBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing to a current browser', () => {
    withUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0');
    render(<OldBrowserBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
