import { useDafGrants, useQcds } from '@bequest/sdk/react';
import type { ProductSummaryRow } from '@bequest/sdk/app';
import { dafLetterHref } from '../daf/daf-paths';
import { dafGrantName, hasDafLetter } from '../daf/DafListPage';
import { qcdLetterHref } from '../qcd/qcd-paths';
import { hasQcdLetter, qcdName } from '../qcd/QcdListPage';

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
 * The letters of a "Your Charitable Giving" row (giving 2.10): a QCD row's letters to the
 * custodian and a DAF row's grant recommendations, one link each, once submitted. The stock gift
 * row's letters are on its list page, where each gift has two.
 */
export const GivingLetterLinks = ({ row }: { readonly row: ProductSummaryRow }) => {
  if (row.name === 'QCD') return <QcdLetters />;
  if (row.name === 'DAF') return <DafLetters />;
  return null;
};
