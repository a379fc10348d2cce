import type { InfoPagePath } from './info-page-paths';

/** An information page of the public shell (platform-core.md 2.2), in this project's own words. */
export interface InfoPage {
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly sections: readonly {
    readonly heading: string;
    readonly paragraphs: readonly string[];
  }[];
}

const healthcareDirective: InfoPage = {
  title: 'Advance Healthcare Directive | Bequest',
  description:
    'Say who decides about your medical care when you cannot, and what care you want, in a free advance healthcare directive.',
  heading: 'Advance healthcare directive',
  sections: [
    {
      heading: 'What it does',
      paragraphs: [
        'An advance healthcare directive names a person, your healthcare agent, to make medical decisions for you if you cannot make them yourself, and records what care you want at the end of life. Some states call it a living will combined with a healthcare power of attorney.',
        'It also includes a HIPAA authorisation, so doctors and hospitals may talk to the people you trust about your care.',
      ],
    },
    {
      heading: 'What you will decide',
      paragraphs: [
        'Who your agent is, and who steps in if they cannot; anyone who must never decide for you; whether you want life-prolonging treatment, artificial nutrition and pain relief; where you would like to spend your last days; and whether you wish to donate organs.',
      ],
    },
    {
      heading: 'Making it valid',
      paragraphs: [
        'Each state sets its own signing rules. Depending on where you live, you sign in front of one or two adult witnesses, a notary, or both. Your document prints the signing block your state asks for, and the instructions say who may not act as a witness.',
      ],
    },
  ],
};

const powerOfAttorney: InfoPage = {
  title: 'Durable Financial Power of Attorney | Bequest',
  description:
    'Choose who manages your money and property if you cannot, with a free durable financial power of attorney.',
  heading: 'Durable financial power of attorney',
  sections: [
    {
      heading: 'What it does',
      paragraphs: [
        'A durable financial power of attorney lets a person you choose, your agent, handle your finances: paying bills, managing bank and retirement accounts, dealing with taxes and property. "Durable" means it keeps working if you become unable to manage your affairs, which is exactly when it is needed.',
      ],
    },
    {
      heading: 'What you will decide',
      paragraphs: [
        'Your agent and any co-agent or successors; which powers they have, one by one; whether they may make gifts, and how much; whether they are paid; and, where your state allows it, a monitor who may ask to see the records.',
      ],
    },
    {
      heading: 'Making it valid',
      paragraphs: [
        'A power of attorney is signed before a notary in every state, and some states also ask for witnesses. If your agent may deal with real estate, some states require a blank margin at the top of the first page so the document can be recorded; yours is laid out for your state.',
      ],
    },
  ],
};

/** The information pages by path; /AHCD and /POA are the short names of two of them. */
export const INFO_PAGES: Readonly<Record<InfoPagePath, InfoPage>> = {
  '/advance-healthcare-directive': healthcareDirective,
  '/AHCD': healthcareDirective,
  '/durable-financial-power-of-attorney': powerOfAttorney,
  '/POA': powerOfAttorney,
  '/revocable-living-trusts': {
    title: 'Revocable Living Trusts | Bequest',
    description:
      'A revocable living trust keeps your estate out of probate and private. Make one free, alone or with your spouse.',
    heading: 'Revocable living trusts',
    sections: [
      {
        heading: 'How a trust differs from a will',
        paragraphs: [
          'A will says who receives your property, but it passes through probate, a public court process that can take months. A revocable living trust holds your property during your life; at your death your successor trustee hands it on without probate, privately.',
          'You stay in control: you are the trustee while you live, and you may change or revoke the trust at any time.',
        ],
      },
      {
        heading: 'Pour-over will',
        paragraphs: [
          'Your trust comes with a pour-over will, which sends anything left outside the trust into it. Married or partnered couples may make one joint trust, with a pour-over will for each of them.',
        ],
      },
      {
        heading: 'Funding the trust',
        paragraphs: [
          'A trust only controls what it owns. After signing, you retitle accounts and property in the name of the trust; the instructions that come with your documents list the steps.',
        ],
      },
    ],
  },
  '/faq': {
    title: 'Frequently asked questions | Bequest',
    description: 'Answers about making your will and other estate documents with Bequest.',
    heading: 'Frequently asked questions',
    sections: [
      {
        heading: 'Is it really free?',
        paragraphs: [
          'Yes. Nonprofits fund Bequest because some people choose to leave them a gift. Leaving a gift is always optional, and you never pay to make, change or download your documents.',
        ],
      },
      {
        heading: 'Is an online will legally valid?',
        paragraphs: [
          'A will is valid when it is signed the way your state requires, usually in front of two adult witnesses. Your will is written for your state and comes with its signing instructions, including a self-proving affidavit where your state recognises one.',
        ],
      },
      {
        heading: 'Can I change my documents later?',
        paragraphs: [
          'Yes, as often as you like. Update your answers, download the new version and sign it again; the newest signed will replaces the earlier ones.',
        ],
      },
      {
        heading: 'When should I see a lawyer?',
        paragraphs: [
          'If your estate is large, a family member has special needs, or your family situation is complex, a lawyer can help. You can print a summary of your wishes to take to one.',
        ],
      },
    ],
  },
  '/security': {
    title: 'Security | Bequest',
    description: 'How Bequest protects your personal information and your documents.',
    heading: 'How we protect your information',
    sections: [
      {
        heading: 'Your data',
        paragraphs: [
          'Everything travels over encrypted connections. Passwords are stored only as salted, slow hashes (Argon2), never in readable form. We never sell your personal data.',
        ],
      },
      {
        heading: 'Your documents',
        paragraphs: [
          'Each copy of a document you download, e-mail or have mailed is kept with a fingerprint (a SHA-256 hash), so the exact version you signed can always be identified.',
        ],
      },
      {
        heading: 'Who can see what',
        paragraphs: [
          'Only you, and the members of your household you add, can see your documents. A nonprofit learns about a gift only if you agree to tell it.',
        ],
      },
    ],
  },
  '/terms-of-service': {
    title: 'Terms of Service | Bequest',
    description: 'The terms on which Bequest offers its estate-planning service.',
    heading: 'Terms of Service',
    sections: [
      {
        heading: 'What Bequest is',
        paragraphs: [
          'Bequest is an online service that helps you prepare your own estate-planning documents from your answers. Bequest is not a law firm, does not give legal or tax advice, and using it does not create an attorney-client relationship. If your situation is complex, we encourage you to have an attorney review your documents.',
        ],
      },
      {
        heading: 'Who may use it',
        paragraphs: [
          'You must be at least 18 years old and able to make legal decisions for yourself. You answer for yourself: the documents say what you tell the service, so please check every answer before you sign.',
        ],
      },
      {
        heading: 'Your documents',
        paragraphs: [
          'Your documents belong to you. A document takes effect only when you sign it the way your state requires; the signing instructions that come with each document say how. You can change or replace a document at any time by making a new one and signing it.',
        ],
      },
      {
        heading: 'When a firm or employer offers the service',
        paragraphs: [
          'If your financial advisor or employer gives you access, they sponsor the service for you. What you share with them is described in our Privacy Notice and in the agreement you accept when you first sign in.',
        ],
      },
    ],
  },
  '/privacy': {
    title: 'Privacy Notice | Bequest',
    description: 'What personal information Bequest keeps, why, and who may see it.',
    heading: 'Privacy Notice',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'The answers you give to make your documents (names, dates of birth, addresses, the people you name and the gifts you make), your e-mail address, and a record of the documents you download, e-mail or have mailed.',
        ],
      },
      {
        heading: 'Why we keep it',
        paragraphs: [
          'To make, store and send your documents, to let you come back and change them, and to keep your account safe. We never sell your personal data.',
        ],
      },
      {
        heading: 'Who may see it',
        paragraphs: [
          'You, and the members of your household you add. A nonprofit hears about a gift only if you agree to tell it. Where a financial advisor or employer sponsors your access, they may see that you made your plan and which documents are complete, as the agreement you accepted says.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can see and correct what you entered at any time, and you can ask us to delete your account by writing to the help address at the foot of every page.',
        ],
      },
    ],
  },
  '/glossary': {
    title: 'Glossary | Bequest',
    description: 'Plain-language meanings of the estate-planning words you will meet.',
    heading: 'Glossary',
    sections: [
      {
        heading: 'Beneficiary',
        paragraphs: [
          'A person or organisation that receives property under a will, trust or account.',
        ],
      },
      {
        heading: 'Executor',
        paragraphs: [
          'The person a will appoints to pay debts, gather property and hand it to the beneficiaries.',
        ],
      },
      {
        heading: 'Guardian',
        paragraphs: ['The person you name to raise your minor children if you cannot.'],
      },
      {
        heading: 'Probate',
        paragraphs: [
          'The court process that confirms a will and oversees passing on the property it covers.',
        ],
      },
      {
        heading: 'Residuary estate',
        paragraphs: [
          'Everything left after debts, expenses and specific gifts: usually most of an estate.',
        ],
      },
      {
        heading: 'Self-proving affidavit',
        paragraphs: [
          'A sworn statement signed by you and your witnesses before a notary, so the court can accept the will without calling the witnesses.',
        ],
      },
    ],
  },
};
