import type { InfoPage, InfoSection } from './info-page';

/** The terms every master services agreement shares, after the sections on what it covers. */
const SHARED_TERMS: readonly InfoSection[] = [
  {
    heading: 'Orders and fees',
    paragraphs: [
      'Each service starts with an order form that names the service, its start date, its term and its fees. The order form and any schedule it names are part of this agreement; where they differ from it, the order form decides.',
      'Fees are invoiced yearly in advance unless the order form says otherwise, and are due within 30 days of the invoice. Fees do not include sales or similar taxes; where such a tax applies, it is added to the invoice.',
    ],
  },
  {
    heading: 'Term and ending',
    paragraphs: [
      'An order runs for the term it states and then renews for a year at a time, unless either party gives written notice at least 60 days before the term ends. Either party may end an order if the other seriously breaks this agreement and has not put it right within 30 days of being told in writing.',
      'When an order ends, you may export your data and content for 30 days; after that, Bequest deletes them, apart from records the law requires it to keep. Donors keep their own Bequest accounts and documents: your order ending does not touch them.',
    ],
  },
  {
    heading: 'Donor information',
    paragraphs: [
      'Donors use Bequest as individuals, under its Privacy Notice. Bequest passes a donor’s details to your organization only when the donor agrees to share them with you. You may use those details to thank the donor, to look after the gift and to keep your records; you may not sell them or pass them on for anyone else’s marketing.',
      'Each party keeps the personal information it holds under this agreement secure, lets only the people who need it see it, and tells the other without undue delay if it learns of a breach that affects it.',
    ],
  },
  {
    heading: 'Confidentiality and ownership',
    paragraphs: [
      'Each party keeps the other’s non-public information confidential and uses it only for this agreement. That duty does not cover information that is already public, that the receiving party already had, or that the law requires it to disclose; in that last case it tells the other party first, where the law allows.',
      'You keep every right in your name, logo, content and data. Bequest keeps every right in its software, templates and services, and licenses them to your organization for its own use while an order lasts.',
    ],
  },
  {
    heading: 'Responsibility',
    paragraphs: [
      'Bequest provides its services with reasonable skill and care. Bequest is not a law firm, a broker or a tax adviser, and nothing in its services is legal, investment or tax advice to your organization or to its donors.',
      'Apart from amounts you owe and breaches of confidentiality or of the donor-information terms, each party’s total liability under this agreement is limited to the fees paid or payable in the 12 months before the claim, and neither party is liable for indirect or consequential loss.',
    ],
  },
  {
    heading: 'Changes and notices',
    paragraphs: [
      'Bequest may update this agreement by publishing a new version on this page. The version in force when an order starts or renews applies to that order until its next renewal. Notices are given in writing, by e-mail to the contact named in the order form.',
    ],
  },
];

const masterServicesAgreement = ({
  covers,
  ...page
}: Pick<InfoPage, 'title' | 'description' | 'heading'> & {
  readonly covers: readonly InfoSection[];
}): InfoPage => ({ ...page, sections: [...covers, ...SHARED_TERMS] });

/** /msa/products (platform-core.md 2.2 "Legal pages"). */
export const productsAgreement = masterServicesAgreement({
  title: 'Master Services Agreement for Products',
  description:
    'The agreement under which a nonprofit subscribes to individual Bequest products, such as legacy gifts, stock gifts and QCDs.',
  heading: 'Master services agreement for products',
  covers: [
    {
      heading: 'What this agreement covers',
      paragraphs: [
        'This agreement applies when your organization subscribes to one or more of Bequest’s individual products for nonprofits: legacy gifts (a record of the supporters who name you in their will or trust), stock gifts, qualified charitable distributions, donor-advised fund grants, crypto gifts, featureships and planned-giving microsites. Your order form lists the products you chose.',
      ],
    },
    {
      heading: 'Product schedules',
      paragraphs: [
        [
          'Some products have a schedule of terms that only they need: the ',
          { text: 'crypto gift schedule', to: '/crypto-schedule' },
          ', the ',
          { text: 'stock liquidation schedule', to: '/stock-liquidation-schedule' },
          ' and the ',
          { text: 'website development schedule', to: '/website-development-schedule' },
          '. A schedule applies only when your order form includes its product.',
        ],
      ],
    },
  ],
});

/** /msa/suites (platform-core.md 2.2 "Legal pages"). */
export const suitesAgreement = masterServicesAgreement({
  title: 'Master Services Agreement for Suites',
  description:
    'The agreement under which a nonprofit subscribes to a Bequest suite, such as the Planned Giving Suite or the Smart Giving Suite.',
  heading: 'Master services agreement for suites',
  covers: [
    {
      heading: 'What this agreement covers',
      paragraphs: [
        'This agreement applies when your organization subscribes to a Bequest suite: the Planned Giving Suite or the Smart Giving Suite. A suite brings several products together under one order, with onboarding and a named contact at Bequest. Your order form lists the products in your suite.',
      ],
    },
    {
      heading: 'Onboarding and support',
      paragraphs: [
        'Onboarding covers setting up your organization’s pages, training the staff you name, and material to announce the service to your supporters. Your named contact answers your questions and reviews with you, at times you agree, how your supporters are using the service.',
      ],
    },
    {
      heading: 'The products in a suite',
      paragraphs: [
        [
          'Each product in a suite is provided as the ',
          { text: 'master services agreement for products', to: '/msa/products' },
          ' describes it, with any schedule that applies to it. Where that agreement and this one differ, this one decides.',
        ],
      ],
    },
  ],
});

/** /msa/grant-assistant (platform-core.md 2.2 "Legal pages"). */
export const grantAssistantAgreement = masterServicesAgreement({
  title: 'Master Services Agreement for Grant Assistant',
  description:
    'The agreement under which a nonprofit subscribes to Grant Assistant, Bequest’s tool for drafting grant applications.',
  heading: 'Master services agreement for Grant Assistant',
  covers: [
    {
      heading: 'What this agreement covers',
      paragraphs: [
        'This agreement applies when your organization subscribes to Grant Assistant, Bequest’s tool that helps nonprofit staff draft grant applications and reports from their organization’s own material. Your order form says how many staff members may use it.',
      ],
    },
    {
      heading: 'Your users',
      paragraphs: [
        [
          'Each person who uses Grant Assistant has their own login and accepts the ',
          { text: 'Grant Assistant terms of use', to: '/grant-assistant-terms-of-use' },
          '. Your organization answers for its users and for the material they upload, and decides what it sends to any funder. Bequest does not promise that any application will be funded.',
        ],
      ],
    },
  ],
});
