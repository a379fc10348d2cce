import {
  charityOfRecordName,
  donorAddressLine,
  firmName,
  formatMoney,
  yearOf,
  type QcdGift,
} from '@bequest/domain';
import { keepTogether, letterDocument, longDate, pageFooter, signatureLine } from '../legal-text';
import type { PdfDefinition } from '../render-pdf';

/**
 * The IRA owner's letter of instruction to the custodian for a qualified charitable distribution
 * (issue 23; docs/legal/qcd-and-rmd.md): which IRA, how much and when, payable to the charity
 * itself, in the words of 26 U.S.C. § 408(d)(8). Many custodians also ask for a form of their own;
 * the letter says what the form must say and is kept with the owner's records.
 */
export const qcdCustodianLetterDocument = (gift: QcdGift, date: Date): PdfDefinition => {
  const owner = gift.owner.fullName;
  const custodian = firmName(gift.custodian);
  const amount = formatMoney({ value: gift.amount, currency: 'USD' });
  const paragraph = (text: string) => ({ text, style: 'paragraph' });
  return letterDocument(
    `Qualified charitable distribution request of ${owner}`,
    date,
    pageFooter(`IRA ${gift.accountNumber}`),
    [
      { text: owner, bold: true },
      { text: donorAddressLine(gift.owner.address) },
      { text: gift.owner.email, margin: [0, 0, 0, 18] },
      { text: longDate(date), margin: [0, 0, 0, 18] },
      { text: custodian, margin: [0, 0, 0, 18] },
      {
        text: `Re: Qualified charitable distribution from IRA account ${gift.accountNumber}`,
        bold: true,
        margin: [0, 0, 0, 12],
      },
      paragraph(`To ${custodian}:`),
      paragraph(
        `Please make a qualified charitable distribution from my IRA, account number ${gift.accountNumber}, in the amount of ${amount}, on or about ${longDate(gift.distributionDate)}.`,
      ),
      paragraph(
        `Please make the distribution payable directly to the charity, not to me: ${charityOfRecordName(gift.recipient)}.`,
      ),
      paragraph(
        `I intend this distribution to be a qualified charitable distribution under 26 U.S.C. § 408(d)(8): a distribution made directly by the trustee to an organization described in section 170(b)(1)(A) of the Internal Revenue Code. I will be at least 70½ years old on the date of the distribution. Please report it on Form 1099-R for ${yearOf(gift.distributionDate)}.`,
      ),
      paragraph(
        'Please write my name and address in the memo of the check, or in the letter that goes with the distribution, so that the charity can acknowledge my gift.',
      ),
      paragraph(
        `If you need a form of your own for this request, or anything more from me, please contact me at ${gift.owner.email}.`,
      ),
      keepTogether(
        { text: 'Sincerely,', margin: [0, 6, 0, 0] },
        signatureLine(`${owner}, IRA owner`),
        signatureLine('Date'),
      ),
    ],
  );
};
