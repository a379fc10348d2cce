import type { InfoPage } from './info-page';

/** Every page a visitor can reach from the public shell, grouped as the footer groups them. */
export const sitemapPage: InfoPage = {
  title: 'Sitemap',
  description: 'Every main page of Bequest, grouped by what it is for.',
  heading: 'Sitemap',
  sections: [
    {
      heading: 'Make your plan',
      paragraphs: [
        'Start a document, or continue where you left off. Your answers are saved as you go.',
      ],
      links: [
        { text: 'Make your will', to: '/will' },
        { text: 'Make a revocable living trust', to: '/rlt' },
        { text: 'Your account', to: '/account' },
      ],
    },
    {
      heading: 'Our documents and giving tools',
      links: [
        { text: 'Our products', to: '/our-products' },
        { text: 'Revocable living trusts', to: '/revocable-living-trusts' },
        { text: 'Advance healthcare directive', to: '/advance-healthcare-directive' },
        { text: 'Durable financial power of attorney', to: '/durable-financial-power-of-attorney' },
        { text: 'Beneficiary designations', to: '/beneficiaries' },
        { text: 'Donate stocks', to: '/donate-stocks' },
        { text: 'Stock gifts', to: '/stocks' },
        { text: 'Qualified charitable distributions', to: '/qcd' },
      ],
    },
    {
      heading: 'Learning',
      links: [
        { text: 'Learn about estate planning', to: '/learn' },
        { text: '10 reasons to have a will', to: '/learn/10-reasons-to-have-a-will' },
        { text: 'Last will vs living will', to: '/learn/last-will-vs-living-will' },
        { text: 'Glossary', to: '/glossary' },
        { text: 'Frequently asked questions', to: '/faq' },
      ],
    },
    {
      heading: 'About Bequest',
      links: [
        { text: 'About us', to: '/about' },
        { text: 'Careers', to: '/careers' },
        { text: 'For trusts-and-estates attorneys', to: '/lawyers' },
        { text: 'Bequest Fellows', to: '/fellows' },
        { text: 'Security', to: '/security' },
        { text: 'Accessibility', to: '/accessibility' },
      ],
    },
    {
      heading: 'Legal',
      links: [
        { text: 'Terms of Service', to: '/terms' },
        { text: 'Privacy Notice', to: '/privacy' },
        { text: 'Cookie Policy', to: '/cookie-policy' },
        { text: 'USA Online Privacy Notice', to: '/usa-online-privacy-notice' },
      ],
    },
    {
      heading: 'Agreements for nonprofits',
      paragraphs: [
        'The terms on which nonprofits subscribe to Bequest’s products for them, and the schedules that add to those terms for particular products.',
      ],
      links: [
        { text: 'Master services agreement for products', to: '/msa/products' },
        { text: 'Master services agreement for suites', to: '/msa/suites' },
        { text: 'Master services agreement for Grant Assistant', to: '/msa/grant-assistant' },
        { text: 'Grant Assistant terms of use', to: '/grant-assistant-terms-of-use' },
        { text: 'Crypto gift schedule', to: '/crypto-schedule' },
        { text: 'Stock liquidation schedule', to: '/stock-liquidation-schedule' },
        { text: 'Website development schedule', to: '/website-development-schedule' },
      ],
    },
  ],
};
