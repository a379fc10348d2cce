import { isCalendarDate } from '../qcds/calendar-date';
/**
 * What makes a row of an execution table auditable (issue 19): the sections it follows, the
 * primary source they were read at, and the day they were last read there. A row without them
 * fails the tables' tests.
 */
export interface StatuteCheck {
  /** The sections the row follows, e.g. "14 V.S.A. § 5; self-proving § 108". */
  readonly statute: string;
  /** The day the sections were last read at `source`, as YYYY-MM-DD. */
  readonly checkedOn: `${number}-${number}-${number}`;
  /** The official page (legislature or code publisher) where the sections are published. */
  readonly source: string;
  /** Where the sections were actually read, when `source` could not be: a copy, a survey. */
  readonly readAt?: string;
  /**
   * Present while the row is not confirmed at `source`: what is open, for counsel. Every such
   * row is listed under "Not verified at a primary source" in its docs/legal/ audit.
   */
  readonly unverified?: string;
}

/**
 * Who may not serve as a witness. One list for every table, so the signing guide and the PDFs
 * word each the same way (`WITNESS_EXCLUSION_TEXT`).
 */
export type WitnessExclusion =
  | 'beneficiary'
  | 'spouse-of-beneficiary'
  | 'agent'
  | 'spouse-of-agent'
  | 'relative'
  | 'spouse'
  | 'entitled-to-estate'
  | 'health-care-provider'
  | 'employee-of-health-care-provider'
  | 'operator-of-care-facility'
  | 'employee-of-care-facility'
  | 'financially-responsible-for-care'
  | 'signer-for-the-person'
  | 'notary';

/** How each exclusion reads after "A witness may not be …". */
export const WITNESS_EXCLUSION_TEXT: Readonly<Record<WitnessExclusion, string>> = {
  beneficiary: 'someone who receives something under the document',
  'spouse-of-beneficiary': 'the spouse of someone who receives something under the document',
  agent: 'an agent named in the document',
  'spouse-of-agent': 'the spouse of an agent named in the document',
  relative: 'related to you by blood, marriage or adoption',
  spouse: 'your spouse',
  'entitled-to-estate': 'entitled to any part of your estate by will or by law',
  'health-care-provider': 'your health care provider',
  'employee-of-health-care-provider': 'an employee of your health care provider',
  'operator-of-care-facility': 'the operator of a community care or residential care facility',
  'employee-of-care-facility':
    'an employee of an operator of a community care or residential care facility',
  'financially-responsible-for-care': 'financially responsible for your health care',
  'signer-for-the-person': 'the person who signs the document for you at your direction',
  notary: 'the notary who acknowledges your signature',
};

/**
 * How each exclusion reads in a witness's declaration in the document itself, about `{person}`
 * ("the declarant", "the principal"): "I am not …".
 */
const WITNESS_EXCLUSION_DECLARATION: Readonly<Record<WitnessExclusion, string>> = {
  beneficiary: 'a person who receives anything under this document',
  'spouse-of-beneficiary': 'the spouse of a person who receives anything under this document',
  agent: 'an agent named in this document',
  'spouse-of-agent': 'the spouse of an agent named in this document',
  relative: 'related to {person} by blood, marriage or adoption',
  spouse: 'the spouse of {person}',
  'entitled-to-estate':
    'entitled to any part of the estate of {person} under a will now existing or by operation of law',
  'health-care-provider': 'a health care provider of {person}',
  'employee-of-health-care-provider': 'an employee of a health care provider of {person}',
  'operator-of-care-facility':
    'the operator of a community care facility or a residential care facility for the elderly',
  'employee-of-care-facility':
    'an employee of an operator of a community care facility or a residential care facility for the elderly',
  'financially-responsible-for-care': 'financially responsible for the health care of {person}',
  'signer-for-the-person': 'the person who signed this document for {person} at their direction',
  notary: 'the notary public who acknowledges this document',
};

/** An exclusion as a witness declares it in the document: "related to the declarant by …". */
export const witnessExclusionDeclaration = (exclusion: WitnessExclusion, person: string): string =>
  WITNESS_EXCLUSION_DECLARATION[exclusion].replaceAll('{person}', person);

export interface WitnessRequirement {
  /** Witnesses who must watch the person sign and then sign themselves. */
  readonly count: 0 | 1 | 2;
  /** The youngest a witness may be. */
  readonly minimumAge: 18 | 19 | 21;
  /** Who may not be any of the witnesses. */
  readonly exclusions: readonly WitnessExclusion[];
  /** Who may not be at least one of them (California's directive: § 4674(b)). */
  readonly oneWitnessExclusions?: readonly WitnessExclusion[];
}

/** An https address with a host (the domain package has no DOM `URL`). */
const isHttps = (address: string) => /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(address);

/**
 * What keeps a row from being auditable (issue 19), each a reason, none when it is: a statute,
 * a real check date not after `today` (YYYY-MM-DD), an https official page, and where it was read
 * instead, if anywhere, another address with what is open said.
 */
export const auditProblems = (row: StatuteCheck, today: string): string[] => [
  ...(/\d/.test(row.statute) ? [] : ['no statute']),
  ...(!isCalendarDate(row.checkedOn)
    ? ['checkedOn is not a YYYY-MM-DD day']
    : row.checkedOn > today
      ? ['checkedOn is in the future']
      : []),
  ...(isHttps(row.source) ? [] : ['source is not an https address']),
  ...(row.readAt === undefined
    ? []
    : /^https?:\/\/\S+$/.test(row.readAt) && row.readAt !== row.source
      ? []
      : ['readAt is not another address']),
  ...(row.unverified !== undefined && row.unverified.trim() === '' ? ['unverified is empty'] : []),
];
