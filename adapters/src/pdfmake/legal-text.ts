import {
  fullNameToString,
  jurisdictionName,
  type Fiduciary,
  type ResiduaryBeneficiary,
  type UsStateCode,
} from '@bequest/domain';
import type { FooterTemplate, PdfDefinition } from './render-pdf';

/** One block of a pdfmake document. */
export type Content = Record<string, unknown> | string;

export const nameOf = (fiduciary: Fiduciary) => fullNameToString(fiduciary.fullName);

export const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)}%`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "January 15, 2015" from an ISO date, read as a calendar date (no locale data: it is hot). */
export const longDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
};

export const article = (
  number: number,
  title: string,
  paragraphs: readonly string[],
): Content[] => [
  { text: `ARTICLE ${number}. ${title.toUpperCase()}`, style: 'article' },
  ...paragraphs.map((text) => ({ text, style: 'paragraph' })),
];

/** Numbered articles added in order. */
export const articles = () => {
  const list: Content[][] = [];
  return {
    add: (title: string, paragraphs: readonly string[]) =>
      list.push(article(list.length + 1, title, paragraphs)),
    content: () => list.flat(),
  };
};

export const signatureLine = (label: string): Content => ({
  margin: [0, 22, 0, 0],
  stack: [
    { text: '_____________________________________________' },
    { text: label, fontSize: 9.5 },
  ],
});

/** Page numbers on every page, with `right` beside them. */
export const pageFooter = (right: string): FooterTemplate => ({
  columns: [
    { text: 'Page {page} of {pages}', alignment: 'left' },
    { text: right, alignment: 'right' },
  ],
  margin: [72, 24, 72, 0],
  fontSize: 9,
});

/** Page numbers and an initials line on every page. */
export const footerWithInitials = (who: string): FooterTemplate =>
  pageFooter(`${who} initials: ________`);

export const LEGAL_STYLES = {
  title: { fontSize: 18, bold: true, alignment: 'center' },
  subtitle: { fontSize: 14, bold: true, alignment: 'center', margin: [0, 4, 0, 18] },
  article: { bold: true, margin: [0, 14, 0, 6] },
  paragraph: { alignment: 'justify', margin: [0, 0, 0, 8] },
} as const;

export const LETTER_PAGE = { pageSize: 'LETTER', pageMargins: [72, 72, 72, 72] } as const;

/** A document on letter paper in the legal styles: its title, footer and content. */
export const letterDocument = (
  title: string,
  footerTemplate: FooterTemplate,
  content: Content[],
): PdfDefinition => ({
  info: { title },
  ...LETTER_PAGE,
  footerTemplate,
  content,
  styles: LEGAL_STYLES,
});

/** "Travis County, State of Texas", or the jurisdiction alone without a county. */
export const residenceOf = (person: {
  readonly state: UsStateCode;
  readonly county: string | null;
}): string => {
  const jurisdiction = jurisdictionName(person.state);
  return person.county ? `${person.county} County, ${jurisdiction}` : jurisdiction;
};

/**
 * The residuary levels in order, each as "70% to A; 30% to B", for the sentences that give them;
 * `unnamed` stands for a beneficiary the answers do not name.
 */
export const residuaryLevels = (
  beneficiaries: readonly Pick<ResiduaryBeneficiary, 'level' | 'name' | 'allocationPercent'>[],
  unnamed: string,
): string[] =>
  [...new Set(beneficiaries.map((b) => b.level))].sort().map((level) =>
    beneficiaries
      .filter((b) => b.level === level)
      .map((b) => `${percent(b.allocationPercent)} to ${b.name ?? unnamed}`)
      .join('; '),
  );

export const witnessSignatures = (count: number): Content[] =>
  Array.from({ length: count }, (_value, index) =>
    signatureLine(`Witness ${index + 1}: signature, printed name, address and date`),
  );

/** A notary's certificate of acknowledgment, in the form the Uniform Acts use. */
export const notaryAcknowledgment = (name: string, jurisdiction: string): Content[] => [
  { text: 'ACKNOWLEDGMENT BEFORE A NOTARY PUBLIC', style: 'article' },
  { text: `${jurisdiction.toUpperCase()}\nCOUNTY OF ______________________`, style: 'paragraph' },
  {
    text: `This document was acknowledged before me on ______________________, 20____, by ${name}, who proved to me on the basis of satisfactory evidence to be the person whose name is signed to it.`,
    style: 'paragraph',
  },
  signatureLine('Notary Public, printed name. My commission expires: ______________'),
];
