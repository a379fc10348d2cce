/** The external sites the header links to (platform-core.md 2.13); staff may point them elsewhere. */
export const EXTERNAL_SITES = {
  nonprofits: 'https://nonprofits.bequest.example',
  advisors: 'https://advisors.bequest.example',
  crypto: 'https://crypto.bequest.example',
  help: 'https://help.bequest.example',
} as const;

export interface MenuLink {
  readonly label: string;
  /** A path of this site, or an absolute URL of another. */
  readonly href: string;
}

export interface SiteMenu {
  readonly label: 'For individuals' | 'For nonprofits' | 'For advisors' | 'About us';
  readonly links: readonly MenuLink[];
}

/** A page of the external nonprofit site. */
export const nonprofitSite = (path: string): string => `${EXTERNAL_SITES.nonprofits}${path}`;

/** The public shell's header menus (platform-core.md 2.13), the contact link to `email`. */
export const siteMenus = (email: string): readonly SiteMenu[] => [
  {
    label: 'For individuals',
    links: [
      { label: 'Our products', href: '/our-products' },
      { label: 'Donate stocks', href: '/donate-stocks' },
      { label: 'Donate crypto', href: EXTERNAL_SITES.crypto },
      { label: 'Help center', href: EXTERNAL_SITES.help },
      { label: 'Glossary', href: '/glossary' },
      { label: 'Learn', href: '/learn' },
    ],
  },
  {
    label: 'For nonprofits',
    links: [
      { label: 'Request a demo', href: nonprofitSite('/demo-request') },
      { label: 'Webinars', href: nonprofitSite('/resources/webinars') },
      { label: 'Resources', href: nonprofitSite('/resources') },
      { label: 'Planned giving suite', href: nonprofitSite('/products/planned-giving-suite') },
      { label: 'Legacy gifts', href: nonprofitSite('/products/legacy-gifts') },
      { label: 'Featureships', href: nonprofitSite('/products/featureships') },
      { label: 'Smart giving suite', href: nonprofitSite('/products/smart-giving-suite') },
      { label: 'Donor-advised funds', href: nonprofitSite('/products/donor-advised-funds') },
      { label: 'Stock gifts', href: nonprofitSite('/products/stock') },
      { label: 'Qualified charitable distributions', href: nonprofitSite('/products/qcd') },
      { label: 'Crypto gifts', href: nonprofitSite('/products/crypto') },
      { label: 'Services', href: nonprofitSite('/services') },
      {
        label: 'Planned giving microsites',
        href: nonprofitSite('/products/planned-giving-microsites'),
      },
      { label: 'Grant assistant', href: nonprofitSite('/products/grant-assistant') },
      { label: 'Press', href: nonprofitSite('/press') },
    ],
  },
  {
    label: 'For advisors',
    links: [
      { label: 'Bequest for advisors', href: EXTERNAL_SITES.advisors },
      { label: 'For lawyers', href: '/lawyers' },
      { label: 'Fellows', href: '/fellows' },
    ],
  },
  {
    label: 'About us',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Security', href: '/security' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Contact us', href: `mailto:${email}` },
      { label: 'Press', href: nonprofitSite('/press') },
    ],
  },
];
