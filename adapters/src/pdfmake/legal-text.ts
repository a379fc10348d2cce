import {
  fillCertificate,
  fullNameToString,
  jurisdictionName,
  NOTARY_CERTIFICATES,
  US_STATES,
  type CertificateForm,
  type Fiduciary,
  type ResiduaryBeneficiary,
  type CalendarDate,
  type UsStateCode,
} from '@bequest/domain';
import type { RenderedPerson } from '@bequest/application';
import type { FooterTemplate, Instrument, PdfDefinition } from './render-pdf';

/** One block of a pdfmake document. */
export type Content = Record<string, unknown> | string;

export const nameOf = (fiduciary: Fiduciary) => fullNameToString(fiduciary.fullName);

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

/**
 * "November 25, 2026": a letter's date, or a calendar date (YYYY-MM-DD) it names. A Date is
 * printed as its day in UTC, so a letter's date does not depend on the server's time zone.
 */
export const longDate = (date: Date | CalendarDate): string =>
  LONG_DATE.format(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date);

export const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)}%`;

/** Blocks that must stay on one page: a heading with its text, a signature with what it signs. */
export const keepTogether = (...blocks: Content[]): Content => ({
  stack: blocks,
  unbreakable: true,
});

/** A heading kept with the first block under it, then the rest. */
export const headed = (heading: Content, [first, ...rest]: readonly Content[]): Content[] =>
  first ? [keepTogether(heading, first), ...rest] : [heading];

export const article = (number: number, title: string, paragraphs: readonly string[]): Content[] =>
  headed(
    { text: `ARTICLE ${number}. ${title.toUpperCase()}`, style: 'article' },
    paragraphs.map((text) => ({ text, style: 'paragraph' })),
  );

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
  unbreakable: true,
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

/** A document on letter paper in the legal styles: its title, date, footer and content. */
export const letterDocument = (
  title: string,
  date: Date,
  footerTemplate: FooterTemplate,
  content: Content[],
): PdfDefinition => ({
  info: { title, creationDate: date },
  ...LETTER_PAGE,
  footerTemplate,
  content,
  styles: LEGAL_STYLES,
});

/** What each state calls its counties (Louisiana's parishes, Alaska's boroughs). */
const COUNTY_WORD: Partial<Record<UsStateCode, string>> = { LA: 'Parish', AK: 'Borough' };

/**
 * A document of several instruments on letter paper (a trust, its certification and its pour-over
 * wills): each starts on a page of its own and numbers its pages on its own.
 */
export const instrumentsDocument = (
  title: string,
  date: Date,
  instruments: readonly Instrument[],
): PdfDefinition => ({
  info: { title, creationDate: date },
  ...LETTER_PAGE,
  instruments,
  styles: LEGAL_STYLES,
});

/** "Travis County", "Orleans Parish": the county as entered, with its word unless it has one. */
export const countyName = (state: UsStateCode, county: string): string =>
  /\b(county|parish|borough|census area|municipality|city)$/i.test(county.trim())
    ? county.trim()
    : `${county.trim()} ${COUNTY_WORD[state] ?? 'County'}`;

/**
 * Where the person lives, as the documents state it: "residing at 1200 Ocean Avenue, Santa
 * Monica, California 90401, in Los Angeles County", or "a resident of Travis County, State of
 * Texas" until the profile has a street address.
 */
export const residenceOf = (
  person: Pick<RenderedPerson, 'state' | 'county' | 'address'>,
): string => {
  const county = person.county ? countyName(person.state, person.county) : null;
  const { address } = person;
  if (!address)
    return `a resident of ${[county, jurisdictionName(person.state)].filter(Boolean).join(', ')}`;
  const street = [address.line1, address.line2].filter(Boolean).join(', ');
  return `residing at ${street}, ${address.city}, ${US_STATES[person.state]} ${address.postalCode}${county ? `, in ${county}` : ''}`;
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

/** Each witness's signature, printed name, address and date, kept together on one page. */
export const witnessBlocks = (count: number, title = 'Witness'): Content[] =>
  Array.from({ length: count }, (_value, index) =>
    keepTogether(
      ...[`${title} ${index + 1} signature`, 'Printed name', 'Address', 'Date'].map(
        (label, line) => ({
          text: `${label}: ${'_'.repeat(label === 'Address' ? 58 : 40)}`,
          margin: [0, line === 0 ? 24 : 10, 0, 0],
        }),
      ),
    ),
  );

const certificate = (
  state: UsStateCode,
  form: CertificateForm,
  signers: readonly string[],
  heading: string | null,
): Content => {
  const { boxedNotice } = NOTARY_CERTIFICATES[state];
  return keepTogether(
    ...(heading ? [{ text: heading, style: 'article' }] : []),
    ...(boxedNotice
      ? [
          {
            table: { widths: ['*'], body: [[{ text: boxedNotice, fontSize: 9.5 }]] },
            margin: [0, 4, 0, 10],
          },
        ]
      : []),
    ...(form.venue ? [{ text: form.venue.join('\n'), style: 'paragraph' }] : []),
    { text: fillCertificate(form, signers), style: 'paragraph' },
    ...form.notaryLines.map((line) => ({ text: line, margin: [0, 14, 0, 0] })),
  );
};

/** The notary's certificate of acknowledgment in the form the state prescribes. */
export const notaryAcknowledgment = (state: UsStateCode, signers: readonly string[]): Content =>
  certificate(
    state,
    NOTARY_CERTIFICATES[state].acknowledgment,
    signers,
    'CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC',
  );

/** The notary's jurat for a sworn statement (a self-proving affidavit), in the state's form. */
export const notaryJurat = (state: UsStateCode, signers: readonly string[]): Content =>
  certificate(state, NOTARY_CERTIFICATES[state].jurat, signers, null);
