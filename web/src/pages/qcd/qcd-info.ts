import type { InfoPage } from '../info/info-page';
import { QCD_HEAD } from './qcd-head';

/** The QCD information page (/qcd, platform-core.md 2.2), also a partner's /qcd/{partner}/learn. */
export const QCD_INFO: InfoPage = {
  ...QCD_HEAD,
  heading: 'Qualified charitable distributions',
  sections: [
    {
      heading: 'What a QCD is',
      paragraphs: [
        'A qualified charitable distribution, also called an IRA charitable rollover, is money your IRA custodian pays straight to a charity. If you are 70½ or older, the amount is left out of your taxable income altogether, up to a yearly limit the IRS sets and adjusts for inflation (more than $100,000 a person).',
        'Once you reach the age for required minimum distributions (73 for most people today), a QCD counts toward the amount you must take out that year, so you can meet it without adding to your income.',
      ],
    },
    {
      heading: 'Why it can beat writing a check',
      paragraphs: [
        'Most people no longer itemize deductions, so a gift by check often brings no tax benefit. A QCD lowers your income instead, whether or not you itemize, which can also keep your Medicare premiums and the tax on your Social Security benefits lower.',
      ],
    },
    {
      heading: 'How to make one',
      paragraphs: [
        'Ask your IRA custodian for a qualified charitable distribution; many have an online form or a distribution checkbook. The money must go from the IRA to the charity directly: a withdrawal paid to you first does not count.',
        'The charity must be a public charity. Donor-advised funds and private foundations cannot receive a QCD. QCDs come from traditional IRAs (and inherited IRAs); from a 401(k) or 403(b) you would first roll the money into an IRA.',
        'Tell the charity the gift is coming and keep its written acknowledgment, and tell whoever prepares your taxes: the custodian’s Form 1099-R does not say the distribution went to charity. Bequest does not give tax advice, so please check with a tax adviser before you give.',
      ],
    },
  ],
};
