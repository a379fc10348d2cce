import { doNotSellPage } from './do-not-sell-page';
import type { InfoPage } from './info-page';
import type { InfoPagePath } from './info-page-paths';
import {
  cryptoSchedule,
  grantAssistantTermsOfUse,
  stockLiquidationSchedule,
  websiteDevelopmentSchedule,
} from './product-schedules';
import { grantAssistantAgreement, productsAgreement, suitesAgreement } from './service-agreements';
import { sitemapPage } from './sitemap-page';
import { QCD_INFO } from '../qcd/qcd-info';

const healthcareDirective: InfoPage = {
  title: 'Advance Healthcare Directive',
  description:
    'Say who decides about your medical care when you cannot, and what care you want, in a free advance healthcare directive.',
  heading: 'Advance healthcare directive',
  sections: [
    {
      heading: 'What it does',
      paragraphs: [
        'An advance healthcare directive names a person, your healthcare agent, to make medical decisions for you if you cannot make them yourself, and records what care you want at the end of life. Some states call it a living will combined with a healthcare power of attorney.',
        'It also includes a HIPAA authorization, so doctors and hospitals may talk to the people you trust about your care.',
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
  title: 'Durable Financial Power of Attorney',
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

/**
 * The information pages by path; /AHCD and /POA are the short names of two of them. /stocks and
 * /sg are the stock gift's first step (pages/stock-gifts).
 */
export const INFO_PAGES: Readonly<Record<InfoPagePath, InfoPage>> = {
  '/advance-healthcare-directive': healthcareDirective,
  '/AHCD': healthcareDirective,
  '/durable-financial-power-of-attorney': powerOfAttorney,
  '/POA': powerOfAttorney,
  '/revocable-living-trusts': {
    title: 'Revocable Living Trusts',
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
    title: 'Frequently asked questions',
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
          'A will is valid when it is signed the way your state requires, usually in front of two adult witnesses. Your will is written for your state and comes with its signing instructions, including a self-proving affidavit where your state recognizes one.',
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
    title: 'Security',
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
  '/terms': {
    title: 'Terms of Service',
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
    title: 'Privacy Notice',
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
    title: 'Glossary',
    description: 'Plain-language meanings of the estate-planning words you will meet.',
    heading: 'Glossary',
    sections: [
      {
        heading: 'Beneficiary',
        paragraphs: [
          'A person or organization that receives property under a will, trust or account.',
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
  '/about': {
    title: 'About us',
    description:
      'Bequest helps people make their wills and other estate-planning documents for free, funded by nonprofits.',
    heading: 'About Bequest',
    sections: [
      {
        heading: 'What we do',
        paragraphs: [
          'Bequest is an online service for making your own estate plan: a will, a revocable living trust, an advance healthcare directive, a durable financial power of attorney and a beneficiary plan. You answer questions in plain language, and your documents are written for the state you live in, with instructions for signing them.',
          'Bequest is not a law firm and does not give legal or tax advice. If your estate is large or your family situation is complex, we encourage you to have an attorney review your documents.',
        ],
      },
      {
        heading: 'Who pays for it',
        paragraphs: [
          'You never pay. Partner nonprofits fund the service because some of the people who use it choose to leave them a gift. Leaving a gift is always optional, and a nonprofit hears about a gift only if you agree to tell it.',
        ],
      },
      {
        heading: 'Through your advisor or employer',
        paragraphs: [
          'Wealth-advisory firms and employers can offer Bequest to their clients and staff under their own name. The documents are the same; what the sponsoring firm may see is set out in our Privacy Notice and in the agreement you accept when you first sign in.',
        ],
      },
    ],
  },
  '/careers': {
    title: 'Careers',
    description: 'How to work with the Bequest team, and where our open roles are posted.',
    heading: 'Careers',
    sections: [
      {
        heading: 'The work',
        paragraphs: [
          'We build a free service that helps people plan for their families and the causes they care about. The work spans software, plain-language writing about each state’s rules, support for the people who use the service, and partnerships with nonprofits, advisory firms and employers.',
        ],
      },
      {
        heading: 'Open roles',
        paragraphs: [
          'When we are hiring, each opening is posted on this page, with what the role involves and how to apply. If no roles are listed, we have no set openings at the moment.',
        ],
      },
      {
        heading: 'Getting in touch',
        paragraphs: [
          'To apply for a role, or to tell us how you would like to work with us, write to careers@bequest.example. Please say which role you are interested in, or what kind of work you do, and include a CV or a link to your work.',
        ],
      },
    ],
  },
  '/accessibility': {
    title: 'Accessibility',
    description: 'How Bequest works to be usable by everyone, and how to tell us about a barrier.',
    heading: 'Accessibility',
    sections: [
      {
        heading: 'Our commitment',
        paragraphs: [
          'Everyone should be able to make their plan on their own terms. We aim for Bequest to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, and we treat anything that falls short as a fault to fix.',
        ],
      },
      {
        heading: 'What that means in practice',
        paragraphs: [
          'Every page can be used with a keyboard alone, with a visible outline showing where you are. Every form field has a label, and when an answer needs fixing, the message is tied to its field so that screen readers announce it.',
          'Text and controls are designed to meet the WCAG contrast ratios, pages keep working when text is enlarged to 200%, and headings and landmarks let screen-reader users move around a page quickly.',
        ],
      },
      {
        heading: 'Reporting a barrier',
        paragraphs: [
          'If something on Bequest is hard or impossible for you to use, please write to help@bequest.example. Tell us the page, what you were trying to do, and the browser and any assistive technology you use. We will reply, and while we work on a fix we will look for another way for you to finish what you started.',
        ],
      },
    ],
  },
  '/learn': {
    title: 'Learn about estate planning',
    description:
      'Plain-language articles on wills, living wills, trusts, powers of attorney and beneficiary designations.',
    heading: 'Learn about estate planning',
    sections: [
      {
        heading: 'Why a will matters',
        paragraphs: [
          [
            'A will decides who receives your property, who raises your minor children and who settles your affairs. Read ',
            { text: '10 reasons to have a will', to: '/learn/10-reasons-to-have-a-will' },
            '.',
          ],
        ],
      },
      {
        heading: 'Last will or living will?',
        paragraphs: [
          [
            'The two are easily confused: a last will deals with your property after your death, a living will with your medical care while you are alive. Read ',
            { text: 'Last will vs living will', to: '/learn/last-will-vs-living-will' },
            '.',
          ],
        ],
      },
      {
        heading: 'Trusts and powers of attorney',
        paragraphs: [
          [
            'A ',
            { text: 'revocable living trust', to: '/revocable-living-trusts' },
            ' passes your property on without probate. A ',
            {
              text: 'durable financial power of attorney',
              to: '/durable-financial-power-of-attorney',
            },
            ' and an ',
            { text: 'advance healthcare directive', to: '/advance-healthcare-directive' },
            ' say who acts for you if you cannot.',
          ],
        ],
      },
      {
        heading: 'Beneficiary designations',
        paragraphs: [
          [
            'Retirement accounts, life insurance and many bank and brokerage accounts pass to the people named on the account, not under your will. Read ',
            { text: 'how beneficiary designations work', to: '/beneficiaries' },
            ', and look up unfamiliar words in the ',
            { text: 'Glossary', to: '/glossary' },
            '.',
          ],
        ],
      },
    ],
  },
  '/learn/10-reasons-to-have-a-will': {
    title: '10 reasons to have a will',
    description: 'Ten practical reasons to make a will, whatever the size of your estate.',
    heading: '10 reasons to have a will',
    sections: [
      {
        heading: 'Your family',
        paragraphs: [
          '1. Choose a guardian for your minor children. If no parent is left to raise them and you have not named a guardian, a court decides who will. Your will lets you name the person you trust, and someone to step in if they cannot.',
          '2. Provide for an unmarried partner. In most states, an unmarried partner inherits nothing from someone who dies without a will, however long they were together. A will is the simplest way to provide for them.',
          '3. Include your stepchildren. Stepchildren you have not adopted usually inherit nothing under state law. If you want them treated like your other children, your will has to say so.',
          '4. Reduce the chance of family conflict. Clear written wishes leave less to guess at, and less to argue over, at a difficult time.',
        ],
      },
      {
        heading: 'Your property',
        paragraphs: [
          '5. Decide who inherits. Without a will, your state’s intestacy law divides your property by a fixed formula among your spouse and closest relatives, whatever you would have wanted.',
          '6. Name your executor. Your will appoints the person who pays your debts, gathers your property and hands it on. Without one, a court appoints an administrator, who may not be the person you would have chosen.',
          '7. Leave gifts to the causes you care about. A will can leave a set amount, a particular item or a share of your estate to a charity. Charities never inherit under intestacy law, so a will is how you include them.',
          '8. Provide for your pets. The law treats pets as property, so they cannot inherit. Your will can leave each pet to a caregiver you choose, with money towards its care.',
        ],
      },
      {
        heading: 'Your wishes and your peace of mind',
        paragraphs: [
          '9. Cover your digital life and your funeral. Your will can give your executor authority over your online accounts and digital files, and can record your funeral wishes. Tell your family those wishes too, because a will is sometimes read only after the funeral.',
          '10. Peace of mind. Making a will takes less time than most people expect, and you can change it whenever your life changes. Knowing it is done is a relief in itself.',
        ],
      },
    ],
  },
  '/learn/last-will-vs-living-will': {
    title: 'Last will vs living will',
    description:
      'A last will deals with your property after your death; a living will records your medical wishes while you are alive.',
    heading: 'Last will vs living will',
    sections: [
      {
        heading: 'A last will',
        paragraphs: [
          'A last will, often simply called a will, takes effect when you die. It says who receives your property, names an executor to settle your estate and, if you have minor children, names their guardian. It usually passes through probate, the court process that confirms it.',
        ],
      },
      {
        heading: 'A living will',
        paragraphs: [
          'A living will takes effect while you are alive, if illness or injury leaves you unable to speak for yourself. It records the medical treatment you want or refuse, such as life-prolonging treatment, artificial nutrition and pain relief, especially near the end of life. It says nothing about your property.',
          [
            'In most states a living will is part of an ',
            { text: 'advance healthcare directive', to: '/advance-healthcare-directive' },
            ', which also names a healthcare agent to make the decisions you have not covered.',
          ],
        ],
      },
      {
        heading: 'Why you usually want both',
        paragraphs: [
          'The two documents work at different times and cover different decisions, and neither can do the other’s job. Most adults benefit from both, together with a durable financial power of attorney for money matters while they are alive. You can make all three with Bequest, free.',
        ],
      },
    ],
  },
  '/lawyers': {
    title: 'For lawyers',
    description:
      'How trusts-and-estates attorneys can work with clients who bring documents made with Bequest.',
    heading: 'For trusts-and-estates attorneys',
    sections: [
      {
        heading: 'What your client brings',
        paragraphs: [
          'People who make their plan with Bequest can download their documents and print a summary of their intentions: the people they named, the gifts they chose, and who they want to act for them. They can bring both to a meeting, so you start from a clear picture of what they want.',
        ],
      },
      {
        heading: 'When we encourage review',
        paragraphs: [
          'Bequest is not a law firm and does not give legal advice. We encourage people to have an attorney review their plan when their estate may owe estate tax, when a beneficiary has special needs or receives public benefits, when they own a business or property in more than one state, or when their family situation is complex.',
        ],
      },
      {
        heading: 'Working from the documents',
        paragraphs: [
          'Each document is written for the client’s state and comes with its signing instructions. You may review the documents as they are, suggest changes for the client to make and sign again, or draft new documents of your own. The documents belong to the client, who decides.',
        ],
      },
    ],
  },
  '/fellows': {
    title: 'Fellows',
    description:
      'A fellowship for estate-planning and nonprofit professionals who want to help more people make a plan.',
    heading: 'Bequest Fellows',
    sections: [
      {
        heading: 'The fellowship',
        paragraphs: [
          'The fellowship brings together people who work in estate planning and in the nonprofit sector, such as attorneys, paralegals, financial advisors and planned-giving officers, who want to help more people make a plan.',
        ],
      },
      {
        heading: 'What fellows do',
        paragraphs: [
          'Fellows share what they see in practice. They read our plain-language explanations and point out what is unclear, tell us where people commonly get stuck, and suggest questions the service should ask. Fellows do not give legal advice through Bequest, and Bequest remains responsible for what it publishes.',
        ],
      },
      {
        heading: 'Expressing interest',
        paragraphs: [
          'If you would like to take part, write to help@bequest.example with a few lines about your work and what you would like to contribute. Places are limited, so we may not be able to offer one to everyone who asks.',
        ],
      },
    ],
  },
  '/sitemap': sitemapPage,
  '/our-products': {
    title: 'Our products',
    description: 'The free estate-planning documents and giving tools that Bequest offers.',
    heading: 'Our products',
    sections: [
      {
        heading: 'Estate-planning documents',
        paragraphs: [
          'Will: says who receives your property, names your executor and, if you have minor children, their guardian.',
          'Revocable living trust: holds your property during your life and passes it on without probate, with a pour-over will for anything left outside it.',
          'Advance healthcare directive: names your healthcare agent and records the medical care you want if you cannot speak for yourself.',
          'Durable financial power of attorney: lets a person you choose manage your money and property if you cannot.',
          'Beneficiary plan: a summary of your retirement accounts, life insurance and other accounts that pass by beneficiary designation, and who is named on each.',
        ],
      },
      {
        heading: 'Giving tools',
        paragraphs: [
          'Stock gifts: give shares you own to a nonprofit by a transfer from your brokerage account, usually without paying capital gains tax on their rise in value.',
          'Qualified charitable distributions (QCDs): if you are 70½ or older, send a gift straight from your IRA to a charity. It is left out of your taxable income and can count towards your required minimum distribution.',
          'Donor-advised fund grants: recommend a grant from your donor-advised fund to a nonprofit you support.',
        ],
      },
      {
        heading: 'What it costs',
        paragraphs: [
          'Nothing. Every document is free to make, change and download. Nonprofits fund the service, and leaving them a gift is always optional.',
        ],
      },
    ],
  },
  '/beneficiaries': {
    title: 'Beneficiary designations',
    description:
      'How beneficiary designations pass some accounts outside your will, and why to keep them current.',
    heading: 'Beneficiary designations',
    sections: [
      {
        heading: 'What they are',
        paragraphs: [
          'Some property passes to the people named on the account, not under your will: retirement accounts such as 401(k)s and IRAs, life insurance and annuities, payable-on-death (POD) bank accounts and transfer-on-death (TOD) brokerage accounts. In some states, real estate and vehicles can have a transfer-on-death beneficiary too.',
          'The institution pays the named beneficiaries directly, without probate. The designation overrides your will: if your will says one thing and the beneficiary form another, the form decides.',
        ],
      },
      {
        heading: 'Keeping them current',
        paragraphs: [
          'Check your designations after a marriage, divorce, birth, adoption or death in the family, and whenever you open or move an account. A divorce does not always remove a former spouse, so change the form yourself.',
          'Name contingent beneficiaries in case a primary beneficiary dies before you. For an employer retirement plan such as a 401(k), federal law usually requires your spouse’s written consent before you name anyone else.',
        ],
      },
      {
        heading: 'Your Beneficiary Plan',
        paragraphs: [
          'The Beneficiary Plan summarizes these accounts in one place: the institution, the kind of account, its approximate value, and the primary and contingent beneficiaries with the share each receives.',
          'It does not change the designations itself. You update each one with the institution that holds the account, usually on its website or with its own form.',
        ],
      },
    ],
  },
  '/cookie-policy': {
    title: 'Cookie Policy',
    description: 'The cookies Bequest uses, what each is for and how long it lasts.',
    heading: 'Cookie Policy',
    sections: [
      {
        heading: 'Keeping you signed in',
        paragraphs: [
          'The "token" cookie keeps you signed in. Scripts on the page cannot read it, it is sent only over encrypted connections, and it lasts at most 30 days; signing out removes it.',
        ],
      },
      {
        heading: 'Partner attribution',
        paragraphs: [
          'When you arrive from a partner nonprofit’s link or page, cookies remember which partner sent you, for up to a month, so that the right partner is credited and you see its page. A few related details, such as the partner page you visited, last a week or a day.',
        ],
      },
      {
        heading: 'Preferences',
        paragraphs: [
          'Other cookies remember your choices and settings: the country you prefer, the country we estimate from your connection (for a day), a note you have dismissed so it does not come back, and which version of a page you see while we compare two designs (for a month).',
        ],
      },
      {
        heading: 'What we do not do',
        paragraphs: [
          'Bequest sets no advertising cookies and does not sell cookie data. You can delete cookies in your browser at any time; if you delete the token cookie, you will need to sign in again.',
        ],
      },
    ],
  },
  '/usa-online-privacy-notice': {
    title: 'USA Online Privacy Notice',
    description:
      'The privacy rights that US state laws may give you, and how to use them with Bequest.',
    heading: 'USA online privacy notice',
    sections: [
      {
        heading: 'Your rights',
        paragraphs: [
          'Several US states, among them California, Colorado, Connecticut and Virginia, give their residents rights over their personal information. Depending on where you live, you may ask to know and access the personal information we hold about you, to correct it, to delete it, and to opt out of its sale.',
          'We will not treat you differently for using any of these rights.',
        ],
      },
      {
        heading: 'We do not sell personal data',
        paragraphs: [
          [
            'Bequest does not sell personal data and does not share it for targeted advertising, so there is no sale to opt out of. What we keep, why, and who may see it is described in our ',
            { text: 'Privacy Notice', to: '/privacy' },
            '.',
          ],
        ],
      },
      {
        heading: 'Making a request',
        paragraphs: [
          'Write to help@bequest.example, from the e-mail address of your account if you can, saying which right you want to use. We may ask you to confirm your identity before we act, and we answer within the time your state’s law sets, usually 45 days. Where your state allows it, an authorized agent may make the request for you.',
          'You can also see and correct most of what you entered yourself, at any time, by signing in. If we turn down a request, we will say why and, where your state gives you the right, how to appeal.',
        ],
      },
    ],
  },
  '/donate-stocks': {
    title: 'Donate Stocks',
    description:
      'Giving appreciated stock to a nonprofit can cost you less than giving the same amount in cash.',
    heading: 'Donate stocks',
    sections: [
      {
        heading: 'Why give stock instead of cash',
        paragraphs: [
          'If you give shares that have risen in value directly to a nonprofit, neither you nor the nonprofit pays capital gains tax on the rise. Had you sold the shares and given the cash, you would have owed tax on the gain first.',
        ],
      },
      {
        heading: 'The deduction',
        paragraphs: [
          'If you itemize deductions and have held the shares for more than a year, you can generally deduct their full fair market value on the day of the gift, not what you paid for them. For shares held a year or less, the deduction is usually limited to what you paid.',
          'Deductions for gifts of appreciated stock to a public charity are generally capped at 30% of your adjusted gross income, and any excess can be carried forward for up to five years.',
        ],
      },
      {
        heading: 'Before you give',
        paragraphs: [
          'Give the shares themselves; do not sell them first. Shares that have fallen in value are usually better sold, so you can claim the loss, and the cash given instead.',
          'Tax rules depend on your circumstances, and Bequest does not give tax advice, so please check with a tax adviser before you give.',
        ],
      },
      {
        heading: 'How the transfer works',
        paragraphs: [
          'A stock gift moves shares you own, of a company, a mutual fund or an exchange-traded fund, from your brokerage account into the nonprofit’s. Your brokerage needs a letter of authorization naming the nonprofit’s brokerage, its DTC number and its account, and the shares you are giving.',
          'Transfers between brokerages usually arrive within a few business days. Mutual fund shares can take longer, because the fund company may handle the transfer itself. The nonprofit then sends you a written acknowledgment of the gift.',
          [
            'When you are ready, ',
            { text: 'give stock to a nonprofit', to: '/stocks' },
            ': we prepare the letter for you to sign, and tell the nonprofit the shares are coming.',
          ],
        ],
      },
    ],
  },
  '/qcd': QCD_INFO,
  '/crypto-schedule': cryptoSchedule,
  '/stock-liquidation-schedule': stockLiquidationSchedule,
  '/website-development-schedule': websiteDevelopmentSchedule,
  '/grant-assistant-terms-of-use': grantAssistantTermsOfUse,
  '/msa/grant-assistant': grantAssistantAgreement,
  '/msa/products': productsAgreement,
  '/msa/suites': suitesAgreement,
  '/do-not-sell': doNotSellPage,
};
