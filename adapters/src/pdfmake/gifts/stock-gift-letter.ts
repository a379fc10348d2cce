import {
  calendarDateOf,
  charityOfRecordName,
  longUsDate,
  lotDescription,
  type StockGift,
  type TransferMethod,
} from '@bequest/domain';
import {
  keepTogether,
  letterDocument,
  pageFooter,
  signatureLine,
  type Content,
} from '../legal-text';
import type { PdfDefinition } from '../render-pdf';
import { donorBlock, labelled } from './gift-letter-parts';

const firmOf = (gift: StockGift): string =>
  gift.brokerage?.firm === 'Other' ? gift.brokerage.otherFirmName : (gift.brokerage?.firm ?? '');

const PATH_SENTENCES: Readonly<Record<TransferMethod, (gift: StockGift) => string>> = {
  MANUAL: () => 'I am sending this letter to you myself.',
  FINANCIAL_ADVISOR: (gift) =>
    `My financial advisor, ${gift.advisor?.name ?? ''} (${gift.advisor?.email ?? ''}), will deliver these instructions to you on my behalf.`,
  GIFT_VERIFICATION: () =>
    'I have already asked you to make this transfer; this letter confirms my instructions in writing.',
};

/**
 * The letter of authorization a donor signs for a gift of securities (issue 23): the delivering
 * firm and account, the securities, and the nonprofit's receiving details, transfer in kind
 * through DTC so the shares are not sold first.
 */
export const stockGiftLetterDocument = (gift: StockGift, date: Date): PdfDefinition => {
  const { brokerage, receiving, recipient, donation, signature } = gift;
  const lots = donation?.lots ?? [];
  return letterDocument(
    'Letter of Authorization: Gift of Securities',
    date,
    pageFooter(`Gift ${gift.id}`),
    [
      { text: 'LETTER OF AUTHORIZATION', style: 'title' },
      { text: 'Gift of Securities', style: 'subtitle' },
      {
        text: longUsDate(signature?.signedOn ?? calendarDateOf(date)),
        margin: [0, 0, 0, 12],
      },
      labelled('To', firmOf(gift)),
      labelled('Account holder', brokerage?.accountHolder ?? ''),
      labelled('Account number', brokerage?.accountNumber ?? ''),
      {
        text: `Please transfer the following securities from the account above, in kind and without selling them, to ${charityOfRecordName(recipient)}, a charitable organization, as my gift:`,
        style: 'paragraph',
        margin: [0, 12, 0, 8],
      },
      { ul: lots.map(lotDescription), margin: [0, 0, 0, 12] },
      keepTogether(
        { text: 'Delivery instructions', style: 'article' },
        labelled('Receiving firm', receiving.receivingFirm),
        labelled('DTC participant number', receiving.dtcNumber),
        labelled('Receiving account number', receiving.accountNumber),
        labelled('Account name', receiving.accountName),
        labelled('For the benefit of', `${recipient.legalName}, EIN ${recipient.ein}`),
        labelled(
          'Nonprofit contact',
          `${receiving.contact.name}, ${receiving.contact.email}, ${receiving.contact.phone}`,
        ),
      ),
      {
        text: `Please include my name with the transfer so that ${recipient.legalName} can identify and acknowledge my gift. ${PATH_SENTENCES[donation?.transferMethod ?? 'MANUAL'](gift)}`,
        style: 'paragraph',
        margin: [0, 12, 0, 8],
      },
      keepTogether(
        { text: 'Donor', style: 'article' },
        ...donorBlock(gift.donor),
        ...(signature
          ? [
              {
                text: `Signed electronically by typing “${signature.typedName}” on ${longUsDate(signature.signedOn)}.`,
                italics: true,
                margin: [0, 8, 0, 0],
              } satisfies Content,
            ]
          : []),
        {
          text: 'Your firm may also ask for a handwritten signature; sign and date below if it does.',
          fontSize: 9.5,
          margin: [0, 8, 0, 0],
        },
        signatureLine(`Signature of ${gift.donor.fullName}`),
        signatureLine('Date'),
      ),
    ],
  );
};
