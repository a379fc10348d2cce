import { footerLegalLinks, footerSections } from './site-footer';
import { EXTERNAL_SITES } from './site-menus';

describe('the footer links (platform-core.md 2.13)', () => {
  const sections = footerSections('help@bequest.example');
  const section = (heading: string) => sections.find((each) => each.heading === heading)!;

  it('has a column for each audience it serves, then one about us', () => {
    expect(sections.map((each) => each.heading)).toEqual([
      'For individuals',
      'For nonprofits',
      'For trusts-and-estates lawyers',
      'About us',
    ]);
  });

  it.each([
    ['For individuals', '/will'],
    ['For individuals', '/learn'],
    ['For individuals', '/faq'],
    ['For individuals', EXTERNAL_SITES.help],
    ['For nonprofits', EXTERNAL_SITES.nonprofits],
    ['For nonprofits', `${EXTERNAL_SITES.nonprofits}/products/planned-giving-suite`],
    ['For trusts-and-estates lawyers', '/lawyers'],
    ['For trusts-and-estates lawyers', '/fellows'],
    ['About us', '/about'],
    ['About us', 'mailto:help@bequest.example'],
  ])('%s links %s', (heading, href) => {
    expect(section(heading).links.map((link) => link.href)).toContain(href);
  });

  it('sends every nonprofit link to the nonprofit site', () => {
    expect(
      section('For nonprofits').links.every((link) =>
        link.href.startsWith(EXTERNAL_SITES.nonprofits),
      ),
    ).toBe(true);
  });

  it.each([
    [
      false,
      [
        '/terms',
        '/privacy',
        '/cookie-policy',
        '/usa-online-privacy-notice',
        '/accessibility',
        '/security',
        '/sitemap',
      ],
    ],
    [
      true,
      [
        '/terms',
        '/privacy',
        '/cookie-policy',
        '/usa-online-privacy-notice',
        '/do-not-sell',
        '/accessibility',
        '/security',
        '/sitemap',
      ],
    ],
  ])('with the do-not-sell page %s, the legal links are %j', (doNotSellPage, hrefs) => {
    expect(footerLegalLinks(doNotSellPage).map((link) => link.href)).toEqual(hrefs);
  });

  it('labels terms and privacy as the agreement names them (platform-core.md 2.9)', () => {
    expect(footerLegalLinks(false).slice(0, 2)).toEqual([
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Privacy Notice', href: '/privacy' },
    ]);
  });
});
