import { footerLegalLinks, footerSections } from '@bequest/sdk/app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isAppPage } from '../test-setup/app-pages';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};
const year = new Date().getFullYear();

describe('the footer (platform-core.md 2.13)', () => {
  it('on the main brand, has a column for each audience, the legal links, the disclaimer and the copyright', async () => {
    renderAppAt('/faq', { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': signedOut });
    const footer = await screen.findByRole('contentinfo');

    const columns = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(columns)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['For individuals', 'For nonprofits', 'For trusts-and-estates lawyers', 'About us']);
    expect(within(columns).getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
    expect(within(columns).getByRole('link', { name: 'Request a demo' })).toHaveAttribute(
      'href',
      'https://nonprofits.bequest.example/demo-request',
    );
    expect(
      within(columns).getByRole('link', { name: 'Working with Bequest clients' }),
    ).toHaveAttribute('href', '/lawyers');

    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Notice', '/privacy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Sitemap', '/sitemap'],
    ])
      expect(within(legal).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(legal).queryByRole('link', { name: /Do Not Sell/ })).not.toBeInTheDocument();

    expect(footer).toHaveTextContent('Bequest is not a law firm');
    expect(footer).toHaveTextContent(`© ${year} Bequest`);
  });

  it('links the do-not-sell page while its flag is on', async () => {
    renderAppAt('/faq', {
      'GET /v2/tenant': tenantAnswer('bequest', { FW_DO_NOT_SELL_PAGE: true }),
      'GET /v2/me': signedOut,
    });
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    await userEvent.click(
      within(legal).getByRole('link', { name: 'Do Not Sell or Share My Personal Information' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Do Not Sell or Share My Personal Information',
      }),
    ).toBeInTheDocument();
  });

  it('on a white label, shows only the tenant’s own footer, without the main brand’s links', async () => {
    renderAppAt('/privacy', { 'GET /v2/tenant': tenantAnswer('willow'), 'GET /v2/me': signedOut });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Willow estate planning is powered by Bequest.');
    expect(footer).toHaveTextContent(`© ${year} Willow`);
    expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['mailto:help@willow.example']);
  });

  it('leads each of its links to this site to one of its pages', () => {
    const paths = [
      ...footerSections('help@bequest.example').flatMap((section) => section.links),
      ...footerLegalLinks(true),
    ]
      .map((link) => link.href)
      .filter((href) => href.startsWith('/'));
    expect(paths.filter((path) => !isAppPage(path))).toEqual([]);
  });
});
