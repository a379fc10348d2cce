import { EXTERNAL_SITES, nonprofitSite, type MenuLink } from './site-menus';

export interface FooterSection {
  readonly heading:
    'For individuals' | 'For nonprofits' | 'For trusts-and-estates lawyers' | 'About us';
  readonly links: readonly MenuLink[];
}

/**
 * The public shell's footer columns (platform-core.md 2.13): one for each audience it serves
 * (individuals, nonprofits, trusts-and-estates lawyers) and one about the company, whose contact
 * link goes to `email`.
 */
export const footerSections = (email: string): readonly FooterSection[] => [
  {
    heading: 'For individuals',
    links: [
      { label: 'Make your will', href: '/will' },
      { label: 'Revocable living trusts', href: '/revocable-living-trusts' },
      { label: 'Advance healthcare directive', href: '/advance-healthcare-directive' },
      { label: 'Financial power of attorney', href: '/durable-financial-power-of-attorney' },
      { label: 'Beneficiary designations', href: '/beneficiaries' },
      { label: 'Donate stocks', href: '/donate-stocks' },
      { label: 'Learn', href: '/learn' },
      { label: 'Frequently asked questions', href: '/faq' },
      { label: 'Help center', href: EXTERNAL_SITES.help },
    ],
  },
  {
    heading: 'For nonprofits',
    links: [
      { label: 'Bequest for nonprofits', href: EXTERNAL_SITES.nonprofits },
      { label: 'Planned giving suite', href: nonprofitSite('/products/planned-giving-suite') },
      { label: 'Request a demo', href: nonprofitSite('/demo-request') },
      { label: 'Resources', href: nonprofitSite('/resources') },
    ],
  },
  {
    heading: 'For trusts-and-estates lawyers',
    links: [
      { label: 'Working with Bequest clients', href: '/lawyers' },
      { label: 'Fellows', href: '/fellows' },
    ],
  },
  {
    heading: 'About us',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact us', href: `mailto:${email}` },
      { label: 'Press', href: nonprofitSite('/press') },
    ],
  },
];

/**
 * The legal links under the footer columns (platform-core.md 2.2 "Legal pages"), with the
 * do-not-sell page only while its flag (FW_DO_NOT_SELL_PAGE) is on.
 */
export const footerLegalLinks = (doNotSellPage: boolean): readonly MenuLink[] => [
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Privacy Notice', href: '/privacy' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  { label: 'USA Online Privacy Notice', href: '/usa-online-privacy-notice' },
  ...(doNotSellPage
    ? [{ label: 'Do Not Sell or Share My Personal Information', href: '/do-not-sell' }]
    : []),
  { label: 'Accessibility', href: '/accessibility' },
  { label: 'Security', href: '/security' },
  { label: 'Sitemap', href: '/sitemap' },
];
