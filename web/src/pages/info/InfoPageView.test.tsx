import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};
const visit = (path: string, flags: Record<string, unknown> = {}) =>
  renderAppAt(path, { 'GET /v2/tenant': tenantAnswer('bequest', flags), 'GET /v2/me': signedOut });

describe('an information page (platform-core.md 2.2)', () => {
  it.each([
    [
      '/crypto-schedule',
      'Crypto Gift Schedule | Bequest',
      'Crypto gift schedule',
      'Checks on gifts',
    ],
    [
      '/stock-liquidation-schedule',
      'Stock Liquidation Schedule | Bequest',
      'Stock liquidation schedule',
      'Receiving and selling shares',
    ],
    [
      '/website-development-schedule',
      'Website Development Schedule | Bequest',
      'Website development schedule',
      'Launch and hosting',
    ],
    [
      '/grant-assistant-terms-of-use',
      'Grant Assistant Terms of Use | Bequest',
      'Grant Assistant terms of use',
      'What comes out',
    ],
    [
      '/qcd',
      'Qualified Charitable Distributions (QCDs) | Bequest',
      'Qualified charitable distributions',
      'How to make one',
    ],
    [
      '/msa/suites',
      'Master Services Agreement for Suites | Bequest',
      'Master services agreement for suites',
      'Onboarding and support',
    ],
  ])('%s has its own title, heading and sections', async (path, title, heading, section) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  });

  it('links the agreements to the terms they build on', async () => {
    visit('/msa/products');
    await userEvent.click(await screen.findByRole('link', { name: 'stock liquidation schedule' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stock liquidation schedule' }),
    ).toBeInTheDocument();
  });

  it('links the articles from /learn, and shows no bare addresses', async () => {
    visit('/learn');
    const article = await screen.findByRole('article');
    expect(article).not.toHaveTextContent('(/');
    expect(within(article).getByRole('link', { name: 'Glossary' })).toHaveAttribute(
      'href',
      '/glossary',
    );
    await userEvent.click(within(article).getByRole('link', { name: '10 reasons to have a will' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '10 reasons to have a will' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('10 reasons to have a will | Bequest');
  });

  it('lists the site’s pages as links on /sitemap', async () => {
    visit('/sitemap');
    const article = await screen.findByRole('article');
    expect(article).not.toHaveTextContent('(/');
    const legal = within(article)
      .getByRole('heading', { level: 2, name: 'Legal' })
      .closest('section')!;
    expect(within(legal).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(within(article).getByRole('link', { name: 'Crypto gift schedule' })).toHaveAttribute(
      'href',
      '/crypto-schedule',
    );
  });

  it('has no /do-not-sell page while FW_DO_NOT_SELL_PAGE is off', async () => {
    visit('/do-not-sell');
    expect(
      await screen.findByRole('heading', { name: 'We could not find that page' }),
    ).toBeInTheDocument();
  });

  it('serves /do-not-sell while FW_DO_NOT_SELL_PAGE is on', async () => {
    visit('/do-not-sell', { FW_DO_NOT_SELL_PAGE: true });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Do Not Sell or Share My Personal Information',
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Do Not Sell or Share My Personal Information | Bequest');
    expect(
      within(screen.getByRole('article')).getByRole('link', { name: 'USA Online Privacy Notice' }),
    ).toHaveAttribute('href', '/usa-online-privacy-notice');
  });
});
