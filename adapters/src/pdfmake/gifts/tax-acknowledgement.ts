import { charityOfRecordName, longUsDate, type StockGift } from '@bequest/domain';
import { letterDocument, pageFooter } from '../legal-text';
import type { PdfDefinition } from '../render-pdf';
import { donorBlock } from './gift-letter-parts';

/**
 * The nonprofit's written acknowledgement of a gift of securities (issue 23), as 26 U.S.C.
 * § 170(f)(8)(B) asks of a gift of $250 or more: the donee, a description of the property but not
 * its value (valuing it is the donor's), and whether any goods or services were given for it.
 */
export const taxAcknowledgementDocument = (gift: StockGift, date: Date): PdfDefinition => {
  const { recipient, receipt } = gift;
  return letterDocument(
    'Acknowledgement of a Gift of Securities',
    date,
    pageFooter(`Gift ${gift.id}`),
    [
      { text: 'ACKNOWLEDGEMENT OF A GIFT OF SECURITIES', style: 'title' },
      { text: recipient.legalName, style: 'subtitle' },
      {
        text: `${charityOfRecordName(recipient)}, an organization described in section 501(c)(3) of the Internal Revenue Code, gratefully acknowledges the gift received on ${receipt ? longUsDate(receipt.receivedOn) : ''} from:`,
        style: 'paragraph',
      },
      ...donorBlock(gift.donor),
      { text: 'of the following securities:', style: 'paragraph', margin: [0, 8, 0, 4] },
      {
        ul: (receipt?.shares ?? []).map(
          ({ ticker, shares }) => `${shares} ${shares === '1' ? 'share' : 'shares'} of ${ticker}`,
        ),
        margin: [0, 0, 0, 12],
      },
      {
        text: 'No goods or services were provided in exchange for this gift.',
        bold: true,
        style: 'paragraph',
      },
      {
        text: `${recipient.legalName} does not state a value for gifts of securities. For a publicly traded security, the value is generally the mean of its highest and lowest selling prices on the day of the gift (26 C.F.R. § 25.2512-2(b)(1)); any figure you saw when you made the gift was your own estimate. Please keep this acknowledgement with your tax records.`,
        style: 'paragraph',
      },
    ],
  );
};
