import { US_STATES, type UsStateCode } from '../reference/us-states';
import { listing } from '../reference/listing';
import { MONTH_NAMES } from '../reference/us-date';
import type { StatuteCheck } from './statute-check';

/**
 * The notary's certificate each state prescribes, for the acknowledgment our PDFs ask for and for
 * the jurat of a self-proving affidavit (`docs/legal/notary-certificates.md` is the audit behind
 * the table). The words are the statute's, placeholders aside; where no statute prescribes words
 * (`prescribed: false`) the form uses customary wording and says so in `statute`. Counsel reviews
 * a row before its wording changes.
 */

/**
 * How `{date}` is written when `fillCertificate` is given a day (YYYY-MM-DD), to match the words
 * around it in the state's form:
 * - 'long': "November 25, 2026" ("… before me on {date} by …");
 * - 'day-of': "25th day of November, 2026" ("… this {date} …");
 * - 'day-of-year': "25th day of November in the year 2026" (New York, RPL § 309-a);
 * - 'day-of-ad': "25th day of November, A.D., 2026" (Texas § 121.007, Alabama § 35-4-29).
 */
export type CertificateDateStyle = 'long' | 'day-of' | 'day-of-year' | 'day-of-ad';

export interface CertificateForm {
  /** The statute prescribing this form; "None prescribed …" where no statute does. */
  readonly statute: string;
  /**
   * True where a statute gives these words (or a short form it declares sufficient); false where
   * none does and the form uses customary wording, which counsel confirms.
   */
  readonly prescribed: boolean;
  /**
   * The certificate's words; `{date}` for the day and `{signers}` for the names of the signers.
   * Lines are separated by "\n". Other blanks the notary completes by hand are printed as
   * underscores.
   */
  readonly text: string;
  /**
   * The venue the renderer prints above the text, line by line, as the state's form has it
   * ("State of California" / "County of ____________"; "Commonwealth of …"; "Parish of …";
   * "____________ County, North Carolina"; "District of Columbia"), or false for none.
   */
  readonly venue: readonly string[] | false;
  /** How a day given to `fillCertificate` is written into `{date}`. */
  readonly dateStyle: CertificateDateStyle;
  /**
   * The lines for the notary under the text, as the state's form has them (California:
   * "Signature ____ (Seal)"; some states require the commission or registration number).
   */
  readonly notaryLines: readonly string[];
}

export interface NotaryCertificateRule extends StatuteCheck {
  /** Certificate of acknowledgment for an individual acting in their own right. */
  readonly acknowledgment: CertificateForm;
  /** Certificate for a statement sworn or affirmed before the notary (self-proving affidavits). */
  readonly jurat: CertificateForm;
  /**
   * A notice the statute requires at the top of the certificate, in a box (California: Civ. Code
   * § 1189(a)(1) for the acknowledgment, Gov. Code § 8202(b) for the jurat). Printed above both
   * forms, before the venue.
   */
  readonly boxedNotice?: string;
}

const CHECKED_ON = '2026-11-25';

/** A blank the notary fills by hand, and the line left for the date when none is given. */
export const CERTIFICATE_BLANK = '______________________';
const SHORT = '____________';
const EXPIRES = `My commission expires: ${SHORT}`;

// ---------------------------------------------------------------------------------------------
// Filling a form

const ordinal = (day: number): string => {
  if (day >= 11 && day <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Writes a day (YYYY-MM-DD) as the form's words expect it; refuses a day that does not exist. */
export const formatCertificateDate = (isoDay: string, style: CertificateDateStyle): string => {
  const match = ISO_DAY.exec(isoDay);
  const parsed = new Date(`${isoDay}T00:00:00Z`);
  if (
    match === null ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== isoDay
  )
    throw new RangeError(`Not a calendar day: ${isoDay}`);
  const year = parsed.getUTCFullYear();
  const month = MONTH_NAMES[parsed.getUTCMonth()];
  const day = parsed.getUTCDate();
  switch (style) {
    case 'long':
      return `${month} ${day}, ${year}`;
    case 'day-of':
      return `${ordinal(day)} day of ${month}, ${year}`;
    case 'day-of-year':
      return `${ordinal(day)} day of ${month} in the year ${year}`;
    case 'day-of-ad':
      return `${ordinal(day)} day of ${month}, A.D., ${year}`;
  }
};

/** "Rosa Diaz" / "Rosa Diaz and Luis Diaz" / "A, B and C"; a blank line when there is nobody. */
export const joinSigners = (signers: readonly string[]): string => {
  const names = signers.map((name) => name.trim()).filter((name) => name !== '');
  return names.length === 0 ? CERTIFICATE_BLANK : listing(names);
};

/**
 * The form's words with the signers' names and the day put in. `date` is a day as YYYY-MM-DD
 * (written in the form's `dateStyle`) or words to print as they are; without it the date is
 * left as a blank line for the notary.
 */
export const fillCertificate = (
  form: CertificateForm,
  signers: readonly string[],
  date?: string,
): string => {
  const when =
    date === undefined
      ? CERTIFICATE_BLANK
      : ISO_DAY.test(date)
        ? formatCertificateDate(date, form.dateStyle)
        : date;
  return form.text.split('{signers}').join(joinSigners(signers)).split('{date}').join(when);
};

// ---------------------------------------------------------------------------------------------
// Building the rows

const stateVenue = (
  code: UsStateCode,
  kind: 'State' | 'Commonwealth' = 'State',
  subdivision = 'County',
): readonly string[] => [`${kind} of ${US_STATES[code]}`, `${subdivision} of ${SHORT}`];

const form = (
  statute: string,
  text: string,
  venue: readonly string[] | false,
  notaryLines: readonly string[],
  dateStyle: CertificateDateStyle = 'long',
  prescribed = true,
): CertificateForm => ({ statute, prescribed, text, venue, dateStyle, notaryLines });

interface Sources {
  /** The official page where the row's sections are published. */
  readonly source: string;
  readonly unverified?: string;
}

const row = (
  statute: string,
  { source, unverified }: Sources,
  acknowledgment: CertificateForm,
  jurat: CertificateForm,
  boxedNotice?: string,
): NotaryCertificateRule => ({
  statute,
  checkedOn: CHECKED_ON,
  source,
  acknowledgment,
  jurat,
  ...(boxedNotice === undefined ? {} : { boxedNotice }),
  ...(unverified === undefined ? {} : { unverified }),
});

const readAt = (where: string): string => `Not read at the official page: read at ${where}.`;

/** The uniform act's short form, enacted under the section a secondary page names. */
const namedBy = (where: string, act: string): string =>
  `Not opened at the official page: ${where} names the section; the words are ${act}'s short forms as enacted, not read today.`;

const RECALLED_RULONA =
  'Not opened at the official page: the section and words are the state’s enactment of RULONA § 16 (short form certificates) as recalled, not read today.';

const recalled = (what: string): string =>
  `Not opened at the official page, and no copy of its words was reached: ${what}.`;

/** No statute prescribes a jurat: the customary words, which counsel confirms. */
const customaryJurat = (
  venue: readonly string[],
  notaryLines: readonly string[],
  statute = 'None prescribed (customary wording)',
): CertificateForm =>
  form(
    statute,
    'Subscribed and sworn to (or affirmed) before me on {date} by {signers}.',
    venue,
    notaryLines,
    'long',
    false,
  );

// Revised Uniform Law on Notarial Acts (2010/2018) § 16, short form certificates.
const RULONA_ACKNOWLEDGMENT = 'This record was acknowledged before me on {date} by {signers}.';
const RULONA_JURAT = 'Signed and sworn to (or affirmed) before me on {date} by {signers}.';
const RULONA_LINES = ['Signature of notarial officer', '(Stamp)', 'Title of office', EXPIRES];

/** A state whose RULONA enactment gives the § 16 short forms in `section`. */
const rulona = (
  section: string,
  venue: readonly string[],
  sources: Sources,
  notaryLines: readonly string[] = RULONA_LINES,
): NotaryCertificateRule =>
  row(
    `${section} (short form certificates, RULONA § 16)`,
    sources,
    form(
      `${section}, acknowledgment in an individual capacity`,
      RULONA_ACKNOWLEDGMENT,
      venue,
      notaryLines,
    ),
    form(`${section}, verification on oath or affirmation`, RULONA_JURAT, venue, notaryLines),
  );

// Uniform Law on Notarial Acts (1982) § 8, short forms.
const ULONA_ACKNOWLEDGMENT = 'This instrument was acknowledged before me on {date} by {signers}.';
const ULONA_LINES = [
  'Signature of notarial officer',
  '(Seal, if any)',
  'Title (and rank)',
  EXPIRES,
];

/** A state whose 1982 Uniform Law on Notarial Acts gives its short forms in `section`. */
const ulona = (
  section: string,
  venue: readonly string[],
  sources: Sources,
  notaryLines: readonly string[] = ULONA_LINES,
): NotaryCertificateRule =>
  row(
    `${section} (short forms, Uniform Law on Notarial Acts (1982))`,
    sources,
    form(
      `${section}, acknowledgment in an individual capacity`,
      ULONA_ACKNOWLEDGMENT,
      venue,
      notaryLines,
    ),
    form(`${section}, verification upon oath or affirmation`, RULONA_JURAT, venue, notaryLines),
  );

// Uniform Recognition of Acknowledgments Act (1968) § 7, short form for an individual.
const URAA_LINES = [
  'Signature of person taking acknowledgment',
  'Title or rank',
  'Serial number, if any',
];

const uraaAcknowledgment = (
  section: string,
  venue: readonly string[],
  notaryLines: readonly string[],
): CertificateForm =>
  form(
    `${section} (short form, individual acting in own right)`,
    'The foregoing instrument was acknowledged before me this {date} by {signers}.',
    venue,
    notaryLines,
    'day-of',
  );

// Uniform Acknowledgment Act (1939) § 7, form for natural persons acting in their own right.
const UAA_LINES = ['Signature of officer', 'Title of officer', EXPIRES];

const uaaAcknowledgment = (
  section: string,
  venue: readonly string[],
  notaryLines: readonly string[] = UAA_LINES,
): CertificateForm =>
  form(
    `${section} (natural persons acting in their own right)`,
    `On this the {date}, before me, ${CERTIFICATE_BLANK}, the undersigned officer, personally appeared {signers}, known to me (or satisfactorily proven) to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged that he/she/they executed the same for the purposes therein contained.\nIn witness whereof I hereunto set my hand and official seal.`,
    venue,
    notaryLines,
    'day-of',
  );

/** The older "free act and deed" form (Missouri § 442.210, Louisiana R.S. 35:511). */
const freeActAndDeed = (
  section: string,
  venue: readonly string[],
  notaryLines: readonly string[],
): CertificateForm =>
  form(
    section,
    'On this {date}, before me personally appeared {signers}, to me known to be the person(s) described in and who executed the foregoing instrument, and acknowledged that he/she/they executed the same as his/her/their free act and deed.',
    venue,
    notaryLines,
    'day-of',
  );

// ---------------------------------------------------------------------------------------------
// California

/** Civ. Code § 1189(a)(1) and Gov. Code § 8202(b): in an enclosed box at the top, legible. */
export const CALIFORNIA_BOXED_NOTICE =
  'A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.';

const CA_VENUE = stateVenue('CA');
const CA_LINES = [`Signature ${CERTIFICATE_BLANK} (Seal)`];

// ---------------------------------------------------------------------------------------------
// Other states' own lines for the notary

const FL_ID_LINES = [
  'Personally Known ____ OR Produced Identification ____',
  `Type of Identification Produced ${SHORT}`,
];
const NY_VENUE = ['State of New York ) ss.:', `County of ${SHORT} )`];
const NY_LINES = [
  'Signature and office of individual taking acknowledgment',
  'Notary Public, State of New York',
  'Printed name',
  `Registration No. ${SHORT}`,
  `Qualified in ${SHORT} County`,
  `Commission expires ${SHORT}`,
];
const TX_LINES = ['Notary Public’s Signature', '(Personalized Seal)'];
const NC_VENUE = [`${SHORT} County, North Carolina`];
const NC_LINES = [
  'Official Signature of Notary',
  'Notary’s printed or typed name, Notary Public',
  '(Official Seal)',
  EXPIRES,
];
const MI_LINES = [
  'Signature of notary public',
  'Printed name',
  `Notary public, State of Michigan, County of ${SHORT}`,
  EXPIRES,
  `Acting in the County of ${SHORT}`,
];
const VA_VENUE = ['Commonwealth of Virginia', `City/County of ${SHORT}`];
const VA_LINES = ['Notary Public', `Notary registration number: ${SHORT}`, EXPIRES];
const MA_VENUE = ['Commonwealth of Massachusetts', `County of ${SHORT}, ss.`];
const MA_LINES = ['(official signature and seal of notary public)', 'Printed name', EXPIRES];
const LA_VENUE = stateVenue('LA', 'State', 'Parish');
const LA_LINES = [
  'Notary Public',
  'Printed name',
  `Notary identification or bar roll number: ${SHORT}`,
];
const AK_VENUE = ['State of Alaska', `${SHORT} Judicial District`];
const AK_LINES = [
  'Signature of person taking acknowledgment',
  'Notary Public in and for the State of Alaska',
  EXPIRES,
  '(Official seal)',
];
const HI_LINES = [
  'Notary Public, State of Hawaii',
  'Printed name',
  EXPIRES,
  `Doc. date: ${SHORT}   No. of pages: ${SHORT}`,
  `Document description: ${CERTIFICATE_BLANK}`,
  `Notary name: ${SHORT}   ${SHORT} Judicial Circuit`,
  '(Stamp or seal)',
];
const CT_VENUE = ['State of Connecticut', `County of ${SHORT}  ss. ${SHORT} (town)`];
const SEAL_LINES = ['Notary Public', 'Printed name', EXPIRES, '(Seal)'];

// ---------------------------------------------------------------------------------------------
// The table

export const NOTARY_CERTIFICATES: Readonly<Record<UsStateCode, NotaryCertificateRule>> = {
  AL: row(
    'Ala. Code § 35-4-29 (acknowledgment); no statutory jurat form',
    {
      source: 'https://alison.legislature.state.al.us/code-of-alabama?section=35-4-29',
      unverified: recalled('§ 35-4-29’s individual form (written for a "conveyance") as known'),
    },
    form(
      'Ala. Code § 35-4-29',
      `I, ${CERTIFICATE_BLANK}, a Notary Public in and for said County in said State, hereby certify that {signers}, whose name(s) is/are signed to the foregoing conveyance, and who is/are known to me, acknowledged before me on this day that, being informed of the contents of the conveyance, he/she/they executed the same voluntarily on the day the same bears date.\nGiven under my hand this {date}.`,
      stateVenue('AL'),
      ['Notary Public', EXPIRES, '(Seal)'],
      'day-of-ad',
    ),
    customaryJurat(stateVenue('AL'), ['Notary Public', EXPIRES, '(Seal)']),
  ),
  AK: row(
    'Alaska Stat. § 09.63.100 (acknowledgment); § 09.63.030(b) (jurat)',
    {
      source: 'https://www.akleg.gov/basis/statutes.asp#09.63.100',
      unverified:
        'Not read at the official page: § 09.63.030(b) was read at lawserver.com (its form has no "by [name]"; the project adds it); § 09.63.100’s short form and the "Judicial District" venue are the state’s known form, not read today.',
    },
    uraaAcknowledgment('Alaska Stat. § 09.63.100', AK_VENUE, AK_LINES),
    form(
      'Alaska Stat. § 09.63.030(b)',
      `Subscribed and sworn to or affirmed before me at ${CERTIFICATE_BLANK} on {date} by {signers}.`,
      AK_VENUE,
      AK_LINES,
    ),
  ),
  AZ: rulona('A.R.S. § 41-265', stateVenue('AZ'), {
    source: 'https://www.azleg.gov/ars/41/00265.htm',
    unverified: namedBy(
      'legaltemplates.net (with § 41-264, the certificate, read at lawserver.com)',
      'RULONA',
    ),
  }),
  AR: row(
    'Ark. Code § 16-47-207 (Uniform Acknowledgment Act forms); no statutory jurat form',
    {
      source: 'https://arkleg.state.ar.us/',
      unverified: recalled(
        'the Uniform Acknowledgment Act form of § 16-47-207 as known (the NNA reference confirms the act is Title 16, ch. 47, subch. 2)',
      ),
    },
    uaaAcknowledgment('Ark. Code § 16-47-207', stateVenue('AR'), [...UAA_LINES, '(Seal)']),
    customaryJurat(
      stateVenue('AR'),
      [...UAA_LINES, '(Seal)'],
      'None prescribed (customary wording); signature and seal, Ark. Code § 21-14-107',
    ),
  ),
  CA: row(
    'Cal. Civ. Code § 1189 (acknowledgment); Cal. Gov. Code § 8202 (jurat)',
    {
      source:
        'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1189',
      unverified: readAt(
        'lavote.net (Los Angeles County’s reprint of the 2008 text of § 1189 and § 8202), self-law.org (§ 8202(b) and (d) with the boxed notice) and legalclarity.org and open-exam-prep.com (§ 1189’s boxed notice)',
      ),
    },
    form(
      'Cal. Civ. Code § 1189(a)(1)',
      `On {date} before me, ${CERTIFICATE_BLANK} (here insert name and title of the officer), personally appeared {signers}, who proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their authorized capacity(ies), and that by his/her/their signature(s) on the instrument the person(s), or the entity upon behalf of which the person(s) acted, executed the instrument.\nI certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.\nWITNESS my hand and official seal.`,
      CA_VENUE,
      CA_LINES,
    ),
    form(
      'Cal. Gov. Code § 8202(d)',
      'Subscribed and sworn to (or affirmed) before me on this {date}, by {signers}, proved to me on the basis of satisfactory evidence to be the person(s) who appeared before me.',
      CA_VENUE,
      CA_LINES,
      'day-of',
    ),
    CALIFORNIA_BOXED_NOTICE,
  ),
  CO: rulona('C.R.S. § 24-21-516', stateVenue('CO'), {
    source: 'https://leg.colorado.gov/colorado-revised-statutes',
    unverified: namedBy('legaltemplates.net', 'RULONA'),
  }),
  CT: row(
    'Conn. Gen. Stat. § 1-34 (Uniform Acknowledgment Act forms); no statutory jurat form',
    {
      source: 'https://www.cga.ct.gov/current/pub/chap_006.htm#sec_1-34',
      unverified:
        'Not opened at the official page: the NNA reference quotes the form’s "before me, (name of Notary), the undersigned officer, personally appeared"; the rest is the Uniform Acknowledgment Act form as known. The jurat is the Secretary of the State’s Notary Public Manual wording.',
    },
    uaaAcknowledgment('Conn. Gen. Stat. § 1-34', CT_VENUE),
    form(
      'None prescribed (Notary Public Manual wording)',
      'Subscribed and sworn to before me this {date} by {signers}.',
      CT_VENUE,
      ['Notary Public', EXPIRES],
      'day-of',
      false,
    ),
  ),
  DE: ulona('29 Del. C. § 4328', stateVenue('DE'), {
    source: 'https://delcode.delaware.gov/title29/c043/index.html',
    unverified: recalled(
      'Delaware’s enactment of the 1982 Uniform Law on Notarial Acts short forms as known',
    ),
  }),
  DC: rulona(
    'D.C. Code § 1-1231.15',
    ['District of Columbia'],
    { source: 'https://code.dccouncil.gov/us/dc/council/code/sections/1-1231.15' },
    ['Signature of notarial officer', '[Seal]', 'Title of office', EXPIRES],
  ),
  FL: row(
    'Fla. Stat. § 695.25 (acknowledgment); § 117.05(13)(a) (jurat)',
    {
      source: 'https://www.flsenate.gov/Laws/Statutes/2025/695.25',
      unverified: readAt(
        'secondary summaries (the elements of § 695.25 at a legal-forms page; the § 117.05 jurat at notaryacknowledgement.com and legalclarity.org); the "physical presence or online notarization" words of the 2019 amendment are recalled',
      ),
    },
    form(
      'Fla. Stat. § 695.25(1)',
      'The foregoing instrument was acknowledged before me by means of [ ] physical presence or [ ] online notarization, this {date}, by {signers}.',
      ['STATE OF FLORIDA', `COUNTY OF ${SHORT}`],
      [
        '(Signature of person taking acknowledgment)',
        '(Name typed, printed or stamped)',
        '(Title or rank)',
        '(Serial number, if any)',
        ...FL_ID_LINES,
      ],
      'day-of',
    ),
    form(
      'Fla. Stat. § 117.05(13)(a)',
      'Sworn to (or affirmed) and subscribed before me by means of [ ] physical presence or [ ] online notarization, this {date}, by {signers}.',
      ['STATE OF FLORIDA', `COUNTY OF ${SHORT}`],
      [
        '(Signature of Notary Public - State of Florida)',
        '(Print, Type, or Stamp Commissioned Name of Notary Public)',
        ...FL_ID_LINES,
      ],
      'day-of',
    ),
  ),
  GA: row(
    'O.C.G.A. § 45-17-8 (notarial acts); no statutory certificate forms',
    {
      source: 'https://www.legis.ga.gov/',
      unverified:
        'No statutory form exists to read: the customary words were read at notaryacknowledgement.com (jurat) and follow the uniform short form (acknowledgment); check them against the GSCCCA Georgia Notary Handbook.',
    },
    form(
      'None prescribed (customary wording)',
      ULONA_ACKNOWLEDGMENT,
      stateVenue('GA'),
      ['Notary Public, State of Georgia', 'Printed name', EXPIRES, '(Notary seal)'],
      'long',
      false,
    ),
    form(
      'None prescribed (customary wording)',
      'Sworn to (or affirmed) and subscribed before me this {date}, by {signers}.',
      stateVenue('GA'),
      ['Notary Public, State of Georgia', 'Printed name', EXPIRES, '(Notary seal)'],
      'day-of',
      false,
    ),
  ),
  HI: row(
    'HRS § 502-41 (acknowledgment); notary certificate statement, HRS ch. 456; no statutory jurat form',
    {
      source:
        'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0502/HRS_0502-0041.htm',
      unverified:
        'Not opened at the official page: § 502-43 (the sister form, as amended in 2006) was read at self-law.org; § 502-41’s words and the document-description lines of the notary certificate statement are recalled.',
    },
    form(
      'HRS § 502-41',
      'On this {date}, before me personally appeared {signers}, to me personally known, who, being by me duly sworn or affirmed, did say that such person(s) executed the foregoing instrument as the free act and deed of such person(s), and if applicable in the capacities shown, having been duly authorized to execute such instrument in such capacities.',
      stateVenue('HI'),
      HI_LINES,
      'day-of',
    ),
    customaryJurat(stateVenue('HI'), HI_LINES),
  ),
  ID: rulona('Idaho Code § 51-116', stateVenue('ID'), {
    source: 'https://legislature.idaho.gov/statutesrules/idstat/Title51/T51CH1/SECT51-116/',
    unverified: namedBy('§ 51-115 (read at law.justia.com and lawserver.com)', 'RULONA'),
  }),
  IL: ulona(
    '5 ILCS 312/6-105',
    stateVenue('IL'),
    {
      source: 'https://www.ilga.gov/legislation/ilcs/documents/000503120K6-105.htm',
      unverified:
        'Not opened at the official page: § 6-103, read at ilga.gov, makes the short forms of § 6-105 sufficient; their words are recalled (the 1982 uniform short forms); confirm them after P.A. 102-160.',
    },
    ['(Signature of Notary Public)', '(Seal)'],
  ),
  IN: row(
    'Ind. Code § 33-42-9-12 (certificate of notarial act)',
    {
      source: 'https://iga.in.gov/laws/2025/ic/titles/33',
      unverified:
        'Not opened at the official page: legaltemplates.net names § 33-42-9-12 and the elements it asks for; no prescribed words were found, so the uniform short forms are used.',
    },
    form(
      'None prescribed (Ind. Code § 33-42-9-12 elements; uniform short-form wording)',
      RULONA_ACKNOWLEDGMENT,
      stateVenue('IN'),
      [
        'Signature of notary public',
        'Printed name',
        `Commission number: ${SHORT}`,
        `County of residence: ${SHORT}`,
        EXPIRES,
        '(Seal)',
      ],
      'long',
      false,
    ),
    form(
      'None prescribed (Ind. Code § 33-42-9-12 elements; uniform short-form wording)',
      RULONA_JURAT,
      stateVenue('IN'),
      [
        'Signature of notary public',
        'Printed name',
        `Commission number: ${SHORT}`,
        `County of residence: ${SHORT}`,
        EXPIRES,
        '(Seal)',
      ],
      'long',
      false,
    ),
  ),
  IA: rulona('Iowa Code § 9B.16', stateVenue('IA'), {
    source: 'https://www.legis.iowa.gov/docs/code/9B.16.pdf',
    unverified: RECALLED_RULONA,
  }),
  KS: rulona('K.S.A. 53-5a17', stateVenue('KS'), {
    source: 'https://www.ksrevisor.org/statutes/chapters/ch53/053_005a_0017.html',
    unverified: namedBy('K.S.A. 53-5a16 (read at lawserver.com)', 'RULONA'),
  }),
  KY: rulona(
    'KRS 423.365',
    stateVenue('KY', 'Commonwealth'),
    {
      source: 'https://apps.legislature.ky.gov/law/statutes/',
      unverified: namedBy(
        'the Secretary of State’s statute list at web.sos.ky.gov, with KRS 423.360 (read at lawserver.com and self-law.org)',
        'RULONA',
      ),
    },
    [
      'Signature of notarial officer',
      '(Stamp, if any)',
      'Title of office',
      'Printed name',
      `Commission number: ${SHORT}`,
      EXPIRES,
    ],
  ),
  LA: row(
    'La. R.S. 35:511 (forms of acknowledgment); no statutory jurat form',
    {
      source: 'https://legis.la.gov/',
      unverified:
        'Not opened at the official page: legaltemplates.net names R.S. 35:511 and its form for natural persons acting in their own right; the words are recalled.',
    },
    freeActAndDeed('La. R.S. 35:511', LA_VENUE, LA_LINES),
    customaryJurat(LA_VENUE, LA_LINES),
  ),
  ME: rulona(
    '4 M.R.S. § 1917',
    stateVenue('ME'),
    {
      source: 'https://legislature.maine.gov/statutes/4/title4sec1917.html',
      unverified: namedBy(
        'legaltemplates.net (with the NNA summary of P.L. 2021, c. 651: 4 M.R.S. §§ 1901-1933, effective July 1, 2023)',
        'RULONA',
      ),
    },
    ['Signature of notarial officer', '(Stamp, if any)', 'Title of office', EXPIRES],
  ),
  MD: rulona('Md. Code, State Gov’t § 18-216', stateVenue('MD'), {
    source:
      'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gsg&section=18-216&enactments=false',
    unverified: namedBy('§ 18-215 (read at self-law.org and lexace.ai)', 'RULONA'),
  }),
  MA: row(
    'M.G.L. c. 222 § 15(b) (acknowledgment) and (c) (jurat)',
    {
      source: 'https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleI/Chapter222/Section15',
      unverified: readAt('instalawyer.io and legalfix.com (§ 15 as rewritten by St. 2016, c. 289)'),
    },
    form(
      'M.G.L. c. 222 § 15(b)',
      `On this {date}, before me, the undersigned notary public, {signers} personally appeared, proved to me through satisfactory evidence of identification, which were ${CERTIFICATE_BLANK}, to be the person(s) whose name(s) is/are signed on the preceding or attached document, and acknowledged to me that he/she/they signed it voluntarily for its stated purpose.`,
      MA_VENUE,
      MA_LINES,
      'day-of',
    ),
    form(
      'M.G.L. c. 222 § 15(c)',
      `On this {date}, before me, the undersigned notary public, {signers} personally appeared, proved to me through satisfactory evidence of identification, which were ${CERTIFICATE_BLANK}, to be the person(s) who signed the preceding or attached document in my presence, and who swore or affirmed to me that the contents of the document are truthful and accurate to the best of his/her/their knowledge and belief.`,
      MA_VENUE,
      MA_LINES,
      'day-of',
    ),
  ),
  MI: row(
    'Uniform Recognition of Acknowledgments Act, MCL 565.261 et seq. (short form); notary’s statements, MCL 55.287; no statutory jurat form',
    {
      source: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-55-287',
      unverified:
        'Not opened at the official page: the notary’s statements of MCL 55.287 were read at legaltemplates.net; the section of the act’s short form within MCL 565.261-565.270 was not confirmed and its words are the uniform act’s.',
    },
    uraaAcknowledgment(
      'Uniform Recognition of Acknowledgments Act, MCL 565.261 et seq.',
      stateVenue('MI'),
      MI_LINES,
    ),
    customaryJurat(stateVenue('MI'), MI_LINES),
  ),
  MN: rulona('Minn. Stat. § 358.66', stateVenue('MN'), {
    source: 'https://www.revisor.mn.gov/statutes/cite/358.66',
    unverified: namedBy(
      '§ 358.65 (read at codes.findlaw.com; the revisor’s own pages reached were the superseded 1985 act, §§ 358.47-358.48)',
      'RULONA',
    ),
  }),
  MS: row(
    'Miss. Code § 89-3-7 (acknowledgment); certificate of notarial act, § 25-34-31; no statutory jurat form',
    {
      source: 'https://www.legislature.ms.gov/',
      unverified:
        'Not opened at the official page: § 25-34-31 was read at codes.findlaw.com (it leaves the certificate’s wording to the drafter); § 89-3-7’s form is recalled.',
    },
    form(
      'Miss. Code § 89-3-7',
      'Personally appeared before me, the undersigned authority in and for the said county and state, on this {date}, within my jurisdiction, the within named {signers}, who acknowledged that he/she/they executed the above and foregoing instrument.',
      stateVenue('MS'),
      ['Notary Public', EXPIRES, '(Seal)'],
      'day-of',
    ),
    customaryJurat(stateVenue('MS'), ['Notary Public', EXPIRES, '(Seal)']),
  ),
  MO: row(
    'RSMo § 442.210 (acknowledgment); no statutory jurat form',
    {
      source: 'https://revisor.mo.gov/main/OneSection.aspx?section=442.210',
      unverified: recalled('§ 442.210’s form for an individual as known'),
    },
    freeActAndDeed('RSMo § 442.210', stateVenue('MO'), SEAL_LINES),
    customaryJurat(stateVenue('MO'), SEAL_LINES),
  ),
  MT: ulona(
    'Mont. Code Ann. § 1-5-610',
    stateVenue('MT'),
    {
      source:
        'https://leg.mt.gov/bills/mca/title_0010/chapter_0050/part_0060/section_0100/0010-0050-0060-0100.html',
      unverified:
        'Not opened at the official page: § 1-5-609, read at leg.mt.gov, makes the short form of § 1-5-610 sufficient; its words are recalled (whether it now says "record" or "instrument" is to be confirmed).',
    },
    ['Signature of notarial officer', '(Stamp)', 'Title of office', EXPIRES],
  ),
  NE: row(
    'Neb. Rev. Stat. § 64-206 (short forms of acknowledgment); no statutory jurat form',
    {
      source: 'https://nebraskalegislature.gov/laws/statutes.php?statute=64-206',
      unverified:
        'Not read at the official page: the Secretary of State (sos.nebraska.gov) says § 64-206 holds the statutory short forms; their words are the uniform act’s, not read today.',
    },
    uraaAcknowledgment('Neb. Rev. Stat. § 64-206', stateVenue('NE'), [
      ...URAA_LINES,
      '(General notary seal)',
    ]),
    customaryJurat(stateVenue('NE'), [
      'Signature of notary public',
      '(General notary seal)',
      EXPIRES,
    ]),
  ),
  NV: row(
    'NRS 240.166 (acknowledgment); NRS 240.167 (verification upon oath or affirmation)',
    {
      source: 'https://www.leg.state.nv.us/NRS/NRS-240.html',
      unverified: recalled('the NRS 240.166 and 240.167 forms as known'),
    },
    form('NRS 240.166', ULONA_ACKNOWLEDGMENT, stateVenue('NV'), [
      '(Signature of notarial officer)',
      '(Seal)',
      EXPIRES,
    ]),
    form('NRS 240.167', RULONA_JURAT, stateVenue('NV'), [
      '(Signature of notarial officer)',
      '(Seal)',
      EXPIRES,
    ]),
  ),
  NH: ulona('RSA 456-B:7', stateVenue('NH'), {
    source: 'https://gc.nh.gov/rsa/html/XLII/456-B/456-B-7.htm',
    unverified:
      'Not opened at the official page: RSA 456-B:2 was read at gencourt.state.nh.us; the short forms of 456-B:7 are recalled.',
  }),
  NJ: rulona('N.J.S.A. 52:7-10.12', stateVenue('NJ'), {
    source: 'https://www.njleg.state.nj.us/2020/Bills/PL21/179_.HTM',
    unverified: namedBy(
      'N.J.S.A. 52:7-19 (read at codes.findlaw.com and self-law.org; section 21 of P.L. 2021, c. 179, whose chapter law was reached but not read that far)',
      'RULONA',
    ),
  }),
  NM: rulona('NMSA 1978, § 14-14A-16', stateVenue('NM'), {
    source: 'https://nmonesource.com/nmos/nmsa/en/nav.do',
    unverified: RECALLED_RULONA,
  }),
  NY: row(
    'N.Y. Real Prop. Law § 309-a(1) (acknowledgment); notary’s statements, Exec. Law § 137; no statutory jurat form',
    {
      source: 'https://www.nysenate.gov/legislation/laws/RPP/309-A',
      unverified: readAt(
        'lexace.ai (the full § 309-a text), with the Department of State’s Legal Memorandum LI03 at dos.ny.gov confirming the section',
      ),
    },
    form(
      'N.Y. Real Prop. Law § 309-a(1)',
      'On the {date} before me, the undersigned, personally appeared {signers}, personally known to me or proved to me on the basis of satisfactory evidence to be the individual(s) whose name(s) is (are) subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their capacity(ies), and that by his/her/their signature(s) on the instrument, the individual(s), or the person upon behalf of which the individual(s) acted, executed the instrument.',
      NY_VENUE,
      NY_LINES,
      'day-of-year',
    ),
    form(
      'None prescribed (customary wording; Exec. Law § 137 statements)',
      'Sworn to (or affirmed) before me this {date} by {signers}.',
      NY_VENUE,
      ['Signature of notary public', ...NY_LINES.slice(1)],
      'day-of',
      false,
    ),
  ),
  NC: row(
    'N.C.G.S. § 10B-41 (acknowledgment); § 10B-43 (oath or affirmation)',
    {
      source:
        'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_10B/GS_10B-41.html',
      unverified:
        'Not opened at the official page: ncleg.gov was read for § 10B-42 (the subscribing-witness form, same layout); the words of §§ 10B-41 and 10B-43 are recalled.',
    },
    form(
      'N.C.G.S. § 10B-41',
      'I certify that the following person(s) personally appeared before me this day, each acknowledging to me that he or she signed the foregoing document: {signers}.\nDate: {date}',
      NC_VENUE,
      NC_LINES,
    ),
    form(
      'N.C.G.S. § 10B-43',
      'Sworn to (or affirmed) and subscribed before me this day by {signers}.\nDate: {date}',
      NC_VENUE,
      NC_LINES,
    ),
  ),
  ND: rulona('N.D.C.C. § 44-06.1-15', stateVenue('ND'), {
    source: 'https://ndlegis.gov/cencode/t44c06-1.pdf',
    unverified:
      'Not opened at the official page: § 44-06.1-14 (certificate) was read at lawserver.com, cut off before it names the short-form section; § 44-06.1-15 follows RULONA’s order. The words are RULONA § 16’s.',
  }),
  OH: row(
    'R.C. 147.55 (acknowledgment); R.C. 147.551 (jurat); R.C. 147.542 (certificate contents)',
    {
      source: 'https://codes.ohio.gov/ohio-revised-code/section-147.551',
      unverified:
        'The jurat (R.C. 147.551) and R.C. 147.542 were read at codes.ohio.gov; R.C. 147.55’s acknowledgment short form was not, and is the uniform act’s wording. 2025 H.B. 315 reportedly rewrote the acknowledgment short forms (open-exam-prep.com): confirm.',
    },
    uraaAcknowledgment('R.C. 147.55', stateVenue('OH'), [
      '(Signature of person taking acknowledgment)',
      'Printed name',
      '(Title or rank)',
      '(Seal)',
      EXPIRES,
    ]),
    form(
      'R.C. 147.551',
      'Sworn to or affirmed and subscribed before me by {signers} this date of {date}.',
      stateVenue('OH'),
      [
        '(Signature of notary public administering jurat)',
        '(Affix seal here)',
        '(Title of rank)',
        '(Commission expiration date)',
      ],
    ),
  ),
  OK: ulona('49 O.S. § 119', stateVenue('OK'), {
    source: 'https://www.oscn.net/applications/oscn/index.asp?ftdb=STOKST49',
    unverified: namedBy(
      'legaltemplates.net (49 O.S. § 112, read at lexace.ai, confirms the 1982 act)',
      'the Uniform Law on Notarial Acts (1982)',
    ),
  }),
  OR: rulona('ORS 194.285', stateVenue('OR'), {
    source: 'https://www.oregonlegislature.gov/bills_laws/ors/ors194.html',
    unverified: RECALLED_RULONA,
  }),
  PA: rulona(
    '57 Pa.C.S. § 316',
    stateVenue('PA', 'Commonwealth'),
    {
      source:
        'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=57&div=0&chpt=3&sctn=16&subsctn=0',
      unverified: namedBy('rivermaplearning.com and panotaryedu.com', 'RULONA'),
    },
    ['Signature of notarial officer', '(Stamp)', 'Notary Public', EXPIRES],
  ),
  RI: row(
    'R.I. Gen. Laws § 34-12-1 (form of acknowledgment); ch. 42-30.1 (Uniform Law on Notarial Acts, verification short form)',
    {
      source: 'https://webserver.rilegislature.gov/Statutes/TITLE34/34-12/34-12-1.htm',
      unverified:
        'Not opened at the official page: rilegislature.gov was read for § 34-12-2 and the 2022 amendments to ch. 42-30.1; § 34-12-1’s form is recalled and the section of ch. 42-30.1’s short forms was not confirmed.',
    },
    form(
      'R.I. Gen. Laws § 34-12-1',
      `In ${SHORT}, in said County of ${SHORT}, on the {date}, before me personally appeared {signers}, to me known and known by me to be the party(ies) executing the foregoing instrument, and he/she/they acknowledged said instrument, by him/her/them executed, to be his/her/their free act and deed.`,
      stateVenue('RI'),
      SEAL_LINES,
      'day-of',
    ),
    form('R.I. Gen. Laws ch. 42-30.1 (short form)', RULONA_JURAT, stateVenue('RI'), SEAL_LINES),
  ),
  SC: row(
    'S.C. Code § 26-3-70 (short forms of acknowledgment); no statutory jurat form',
    {
      source: 'https://www.scstatehouse.gov/code/t26c003.php',
      unverified: namedBy('legaltemplates.net', 'the Uniform Recognition of Acknowledgments Act'),
    },
    uraaAcknowledgment('S.C. Code § 26-3-70', stateVenue('SC'), [
      'Signature of person taking acknowledgment',
      'Notary Public for South Carolina',
      'Printed name',
      EXPIRES,
      '(Seal)',
    ]),
    customaryJurat(stateVenue('SC'), [
      'Notary Public for South Carolina',
      'Printed name',
      EXPIRES,
      '(Seal)',
    ]),
  ),
  SD: row(
    'SDCL ch. 18-5 (Uniform Acknowledgment Law forms); no statutory jurat form',
    {
      source: 'https://sdlegislature.gov/Statutes?Statute=18-5',
      unverified:
        'Not opened at the official page: sdlegislature.gov lists ch. 18-5 (Uniform Acknowledgment Law) and § 18-4-12 (general certificate); neither section’s words were read, and the section of the form within ch. 18-5 was not confirmed. The words are the uniform act’s (as esign.com shows them).',
    },
    uaaAcknowledgment('SDCL ch. 18-5', stateVenue('SD'), [...UAA_LINES, '(Seal)']),
    customaryJurat(stateVenue('SD'), ['Notary Public', EXPIRES, '(Seal)']),
  ),
  TN: row(
    'Tenn. Code § 66-22-107 (acknowledgment); no statutory jurat form',
    {
      source: 'https://www.capitol.tn.gov/',
      unverified: recalled('§ 66-22-107’s form for an individual as known'),
    },
    form(
      'Tenn. Code § 66-22-107',
      `Personally appeared before me, ${CERTIFICATE_BLANK}, a notary public of said county, {signers}, the within named bargainor(s), with whom I am personally acquainted (or proved to me on the basis of satisfactory evidence), and who acknowledged that such person(s) executed the within instrument for the purposes therein contained.\nWitness my hand, at office, this {date}.`,
      stateVenue('TN'),
      ['Notary Public', EXPIRES, '(Seal)'],
      'day-of',
    ),
    customaryJurat(stateVenue('TN'), ['Notary Public', EXPIRES, '(Seal)']),
  ),
  TX: row(
    'Tex. Civ. Prac. & Rem. Code § 121.007 (ordinary certificate; § 121.008 short forms are alternatives); no statutory jurat form',
    {
      source: 'https://statutes.capitol.texas.gov/Docs/CP/htm/CP.121.htm',
      unverified: readAt(
        'texas.public.law (§ 121.007, citing statutes.capitol.texas.gov) and lawserver.com (§ 121.008)',
      ),
    },
    form(
      'Tex. Civ. Prac. & Rem. Code § 121.007',
      `Before me, ${CERTIFICATE_BLANK} (here insert the name and character of the officer), on this day personally appeared {signers}, known to me (or proved to me on the oath of ${CERTIFICATE_BLANK} or through ${CERTIFICATE_BLANK} (description of identity card or other document)) to be the person(s) whose name(s) is/are subscribed to the foregoing instrument and acknowledged to me that he/she/they executed the same for the purposes and consideration therein expressed.\nGiven under my hand and seal of office this {date}.`,
      stateVenue('TX'),
      TX_LINES,
      'day-of-ad',
    ),
    form(
      'None prescribed (customary wording)',
      'Sworn to and subscribed before me on {date} by {signers}.',
      stateVenue('TX'),
      TX_LINES,
      'long',
      false,
    ),
  ),
  UT: row(
    'Utah Code § 57-2a-7 (statutory short form of acknowledgment); no statutory jurat form',
    {
      source: 'https://le.utah.gov/xcode/Title57/Chapter2A/57-2a-S7.html',
      unverified: namedBy(
        'legaltemplates.net (with § 57-2a-2, read at law.justia.com)',
        'the Recognition of Acknowledgments Act',
      ),
    },
    uraaAcknowledgment('Utah Code § 57-2a-7', stateVenue('UT'), [
      'Notary Public',
      `Commission number: ${SHORT}`,
      EXPIRES,
      '(Seal)',
    ]),
    customaryJurat(stateVenue('UT'), [
      'Notary Public',
      `Commission number: ${SHORT}`,
      EXPIRES,
      '(Seal)',
    ]),
  ),
  VT: rulona(
    '26 V.S.A. § 5368',
    stateVenue('VT'),
    {
      source: 'https://legislature.vermont.gov/statutes/section/26/103/05368',
      unverified:
        'Not opened at the official page: § 5367, read at legislature.vermont.gov, makes the short forms of § 5368 sufficient and asks for the commission’s expiry and the stamp or the notary’s printed name and commission number; the words are RULONA § 16’s.',
    },
    [
      'Signature of notarial officer',
      '(Stamp, or printed name and commission number)',
      'Title of office',
      EXPIRES,
    ],
  ),
  VA: row(
    'Va. Code § 55.1-621 (statutory short forms of acknowledgment); notary’s statements, § 47.1-16; no statutory jurat form',
    {
      source: 'https://law.lis.virginia.gov/vacode/title55.1/chapter6/section55.1-621/',
      unverified:
        'Not read at the official page: law.lis.virginia.gov was read for ch. 6 (art. 3 is the Uniform Recognition of Acknowledgments Act) and legaltemplates.net names § 55.1-621; the short form’s words are the uniform act’s.',
    },
    uraaAcknowledgment('Va. Code § 55.1-621', VA_VENUE, VA_LINES),
    form(
      'None prescribed (customary wording)',
      'Subscribed and sworn to before me this {date} by {signers}.',
      VA_VENUE,
      VA_LINES,
      'day-of',
      false,
    ),
  ),
  WA: rulona('RCW 42.45.140', stateVenue('WA'), {
    source: 'https://app.leg.wa.gov/RCW/default.aspx?cite=42.45.140',
    unverified:
      'Not opened at the official page: RCW 42.45.130 (certificate) was read at self-law.org and casetext; the short forms of 42.45.140 are RULONA § 16’s as recalled.',
  }),
  WV: rulona('W. Va. Code § 39-4-16', stateVenue('WV'), {
    source: 'https://code.wvlegislature.gov/39-4-16/',
    unverified: namedBy('§ 39-4-15 (read at lawserver.com and lexace.ai)', 'RULONA'),
  }),
  WI: rulona('Wis. Stat. § 140.16', stateVenue('WI'), {
    source: 'https://docs.legis.wisconsin.gov/statutes/statutes/140/16',
    unverified:
      'The verification form, § 140.16(3), was read at docs-preview.legis.wisconsin.gov (the Legislature’s preview site); the acknowledgment form, § 140.16(1), was cut off there and is its RULONA parallel.',
  }),
  WY: rulona('Wyo. Stat. § 32-3-115', stateVenue('WY'), {
    source: 'https://wyoleg.gov/',
    unverified:
      'Not opened at the official page: the Wyoming Revised Uniform Law on Notarial Acts (W.S. 32-3-101 et seq., 2021) was read at wyomingstateauthority.com; § 32-3-115 follows its order (certificate § 32-3-114, stamp § 32-3-116) and was not confirmed. The words are RULONA § 16’s.',
  }),
};
