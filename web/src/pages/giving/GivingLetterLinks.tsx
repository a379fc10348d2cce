import { useDafGrants, useQcds, useStockGifts } from '@bequest/sdk/react';
import { lotDescription, type ProductSummaryRow, type StockGiftView } from '@bequest/sdk/app';
import { dafLetterHref } from '../daf/daf-paths';
import { dafGrantName, hasDafLetter } from '../daf/DafListPage';
import { qcdLetterHref } from '../qcd/qcd-paths';
import { hasQcdLetter, qcdName } from '../qcd/QcdListPage';
import { longDay } from '../stock-gifts/GiftParticulars';
import { letterHref } from '../stock-gifts/stock-gift-paths';

interface Letter {
  readonly href: string;
  readonly text: string;
  readonly label: string;
}

const LetterList = ({ letters }: { readonly letters: readonly Letter[] }) =>
  letters.length === 0 ? null : (
    <ul className="plain-list row-actions">
      {letters.map((letter) => (
        <li key={letter.href}>
          <a href={letter.href} download aria-label={letter.label}>
            {letter.text}
          </a>
        </li>
      ))}
    </ul>
  );

const QcdLetters = () => {
  const qcds = useQcds().data ?? [];
  return (
    <LetterList
      letters={qcds.filter(hasQcdLetter).map((qcd) => ({
        href: qcdLetterHref(qcd.id),
        text: 'Download PDF',
        label: `Download the letter to your custodian (PDF) for your QCD of ${qcdName(qcd)}`,
      }))}
    />
  );
};

const DafLetters = () => {
  const grants = useDafGrants().data ?? [];
  return (
    <LetterList
      letters={grants.filter(hasDafLetter).map((grant) => ({
        href: dafLetterHref(grant.id),
        text: 'Download PDF',
        label: `Download the grant recommendation (PDF) for your grant of ${dafGrantName(grant)}`,
      }))}
    />
  );
};

/**
 * "your gift of 10 shares of VTI to SAN FRANCISCO FOOD BANK, signed November 20, 2026", as a link
 * names the gift: two gifts of the same shares are told apart by the day.
 */
const stockGiftName = (gift: StockGiftView) =>
  `your gift of ${gift.donation?.lots.map(lotDescription).join(', ') ?? 'stock'} to ${gift.recipient.legalName}${gift.signature ? `, signed ${longDay(gift.signature.signedOn)}` : ''}`;

/** Each stock gift's signed letter once signed, and its tax acknowledgement once received. */
const StockGiftLetters = () => {
  const gifts = useStockGifts().data ?? [];
  return (
    <LetterList
      letters={gifts.flatMap((gift) => [
        ...(gift.status === 'SUBMITTED' || gift.status === 'CONFIRMED'
          ? [
              {
                href: letterHref(gift.id, 'authorization', null),
                text: 'Gift PDF',
                label: `Download the signed letter (PDF) for ${stockGiftName(gift)}`,
              },
            ]
          : []),
        ...(gift.status === 'CONFIRMED'
          ? [
              {
                href: letterHref(gift.id, 'acknowledgement', null),
                text: 'Tax acknowledgement PDF',
                label: `Download the tax acknowledgement (PDF) for ${stockGiftName(gift)}`,
              },
            ]
          : []),
      ])}
    />
  );
};

/**
 * The letters of a "Your Charitable Giving" row (giving 2.10): a QCD row's letters to the
 * custodian, a DAF row's grant recommendations, one link each once submitted, and a stock gift
 * row's gift PDF (the signed letter) and tax-acknowledgement PDF of each gift that has them.
 */
export const GivingLetterLinks = ({ row }: { readonly row: ProductSummaryRow }) => {
  if (row.name === 'QCD') return <QcdLetters />;
  if (row.name === 'DAF') return <DafLetters />;
  if (row.name === 'STOCK_GIFT') return <StockGiftLetters />;
  return null;
};
