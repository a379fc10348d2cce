import type { InfoPage } from './info-page';

/** /crypto-schedule (platform-core.md 2.2 "Legal pages"). */
export const cryptoSchedule: InfoPage = {
  title: 'Crypto Gift Schedule',
  description:
    'The terms that apply when a nonprofit accepts gifts of cryptocurrency through Bequest.',
  heading: 'Crypto gift schedule',
  sections: [
    {
      heading: 'What this schedule covers',
      paragraphs: [
        [
          'This schedule adds to the ',
          { text: 'master services agreement for products', to: '/msa/products' },
          ' when your order form includes crypto gifts. It covers the gifts supporters make in cryptocurrency through Bequest’s crypto donation page for your organization.',
        ],
      ],
    },
    {
      heading: 'How a gift reaches you',
      paragraphs: [
        'The donor sends the cryptocurrency to an address that our processing partner creates for the gift. Unless you have told us in writing that you want to hold cryptocurrency, the partner converts each gift to US dollars soon after it arrives. The dollars, less the processing fee in your order form, are paid into your bank account at least once a month, with a statement listing each gift.',
        'The value of cryptocurrency can change quickly. Your organization bears any change between a gift’s arrival and its conversion; no one at Bequest chooses when a gift is sold.',
      ],
    },
    {
      heading: 'Checks on gifts',
      paragraphs: [
        'Our processing partner checks every gift against sanctions lists and anti-money-laundering rules. It may hold or send back a gift that fails those checks, and we will tell you when it does.',
      ],
    },
    {
      heading: 'Receipts and tax filings',
      paragraphs: [
        'Each donor receives a confirmation showing the kind and amount of cryptocurrency and the date it arrived, without a value in dollars: the IRS treats cryptocurrency as property, and valuing the gift is for the donor. For a gift claimed at more than $5,000, the donor generally needs a qualified appraisal.',
        'Your organization remains responsible for its own acknowledgments and filings, such as signing a donor’s Form 8283 or filing Form 8282, where they apply.',
      ],
    },
  ],
};

/** /stock-liquidation-schedule (platform-core.md 2.2 "Legal pages"). */
export const stockLiquidationSchedule: InfoPage = {
  title: 'Stock Liquidation Schedule',
  description:
    'The terms that apply when Bequest’s brokerage partner sells the shares that supporters give a nonprofit.',
  heading: 'Stock liquidation schedule',
  sections: [
    {
      heading: 'What this schedule covers',
      paragraphs: [
        [
          'This schedule adds to the ',
          { text: 'master services agreement for products', to: '/msa/products' },
          ' when your order form includes stock liquidation. Shares your supporters give you arrive in a brokerage account opened for your organization with our brokerage partner and are sold there, so that you receive cash rather than shares.',
        ],
      ],
    },
    {
      heading: 'Receiving and selling shares',
      paragraphs: [
        'You authorize the broker to sell each gift of listed shares at the market price on the first trading day after the shares arrive. Shares that cannot be sold that way, such as restricted shares, shares of private companies or mutual fund shares that the fund must redeem itself, are sold as soon as is practical, or sent back on your instruction.',
        'Share prices move between the gift and the sale. What you receive is the sale price, not the value of the gift.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'The proceeds, less the broker’s commission and any fees in your order form, are paid into your bank account within five business days of the sale. Each payment comes with a statement listing the donor where known, the security, the number of shares, the date they arrived, the sale price and the fees.',
      ],
    },
    {
      heading: 'The donor’s acknowledgment',
      paragraphs: [
        'A gift of shares is valued on the day it reaches your account, not at its sale price: for listed shares, generally the average of that day’s highest and lowest prices. The statement shows that figure so that you can write the donor’s acknowledgment, which remains your responsibility.',
        'Shares often arrive without the donor’s name. When a donor has told us about a gift through Bequest, we match the two and tell you who gave it.',
      ],
    },
  ],
};

/** /website-development-schedule (platform-core.md 2.2 "Legal pages"). */
export const websiteDevelopmentSchedule: InfoPage = {
  title: 'Website Development Schedule',
  description:
    'The terms that apply when Bequest builds a planned-giving microsite for a nonprofit.',
  heading: 'Website development schedule',
  sections: [
    {
      heading: 'What this schedule covers',
      paragraphs: [
        [
          'This schedule adds to the ',
          { text: 'master services agreement for products', to: '/msa/products' },
          ' when your order form includes a planned-giving microsite: a small website, under your name, that explains the ways your supporters can leave you a gift and leads them to Bequest’s free tools.',
        ],
      ],
    },
    {
      heading: 'How the site is built',
      paragraphs: [
        'We start from your brand guidelines, your logo and the gift options you want to offer, and send you a first version within the time your order form gives. Two rounds of changes before launch are included; further rounds, and new pages after launch, are quoted separately.',
        'You supply accurate content, confirm that you may use the text and images you give us, and approve the site before it goes live.',
      ],
    },
    {
      heading: 'Launch and hosting',
      paragraphs: [
        'We host the site for as long as your order lasts, at an address under your own domain or one we provide. We keep it secure and up to date, and build it to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Updates to gift wording, contacts and images are included while the order lasts; a redesign is not.',
      ],
    },
    {
      heading: 'Who owns what',
      paragraphs: [
        'Your name, logo, text and images stay yours. The site’s design templates and software are Bequest’s, licensed to you while the order lasts. When the order ends, we send you the site’s text and images on request, and for 90 days we point its address wherever you ask.',
      ],
    },
  ],
};

/** /grant-assistant-terms-of-use (platform-core.md 2.2 "Legal pages"): for each person using it. */
export const grantAssistantTermsOfUse: InfoPage = {
  title: 'Grant Assistant Terms of Use',
  description: 'The rules for each person who uses Grant Assistant to draft grant applications.',
  heading: 'Grant Assistant terms of use',
  sections: [
    {
      heading: 'Who these terms are for',
      paragraphs: [
        [
          'These terms apply to each person who uses Grant Assistant, Bequest’s drafting tool for nonprofit staff. Your organization’s subscription is governed by the ',
          { text: 'master services agreement for Grant Assistant', to: '/msa/grant-assistant' },
          '.',
        ],
      ],
    },
    {
      heading: 'Your login',
      paragraphs: [
        'Your login is yours alone: do not share it. If you think someone else has used it, tell your organization’s administrator, or write to help@bequest.example, straight away.',
      ],
    },
    {
      heading: 'What you put in',
      paragraphs: [
        'Upload only material your organization may use, such as past applications, reports, budgets and programme descriptions. Leave out personal information that a draft does not need, and never upload health records, Social Security numbers or bank details.',
      ],
    },
    {
      heading: 'What comes out',
      paragraphs: [
        'Grant Assistant writes drafts by software from your material, and a draft can contain mistakes, including figures or claims that are not in your material. Read and check every draft, and make sure it is accurate and meets the funder’s rules, before you send it. You decide what goes to a funder; Bequest does not promise that any application will succeed.',
      ],
    },
    {
      heading: 'Your material stays yours',
      paragraphs: [
        'Your organization owns what you upload and the drafts you keep. Bequest uses them only to provide Grant Assistant to your organization, and never to write drafts for anyone else.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Do not use Grant Assistant to mislead a funder, to write for an organization you do not work for, or to overload or probe the service. We may suspend a login that is used that way, and we will tell your organization why.',
      ],
    },
  ],
};
