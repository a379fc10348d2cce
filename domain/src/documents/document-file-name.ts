import { sanitizeFileNamePart } from './sanitize-file-name';

/** A person's legal first and last name, as in the profile's fullName. */
export interface FileNamePerson {
  readonly first?: string | null;
  readonly last?: string | null;
}

/** What names each document's download (documents.md 7.4). */
export const DOCUMENT_FILE_NAME_TITLES = {
  DFPOA: 'Durable_Financial_Power_of_Attorney',
  AHCD: 'Advance_Healthcare_Directive',
  WILL: 'Last_Will_and_Testament',
  RLT: 'Revocable_Living_Trust_with_Pour_Over_Will',
} as const;
export type NamedDownloadProduct = keyof typeof DOCUMENT_FILE_NAME_TITLES;

/** A joint trust's title: the plural "Wills" (documents.md 7.4). */
export const JOINT_TRUST_FILE_NAME_TITLE = 'Revocable_Living_Trust_with_Pour_Over_Wills';

/** The ending of any other document's file name (documents.md 7.4). */
export const OTHER_DOCUMENT_FILE_NAME_TITLE = 'document';

export interface DocumentFileNameInput {
  /** The product type, e.g. WILL, RLT, AHCD, DFPOA, NONPROBATE_PLANS. */
  readonly product: string;
  readonly owner: FileNamePerson;
  /** The second person of a joint trust; read for RLT only. */
  readonly jointPartner?: FileNamePerson | null;
}

const personPart = (person: FileNamePerson): string =>
  [person.last, person.first]
    .map((name) => sanitizeFileNamePart(name ?? ''))
    .filter((part) => part !== '')
    .join('_');

const titleOf = (product: string, isJoint: boolean): string => {
  if (isJoint) return JOINT_TRUST_FILE_NAME_TITLE;
  return Object.hasOwn(DOCUMENT_FILE_NAME_TITLES, product)
    ? DOCUMENT_FILE_NAME_TITLES[product as NamedDownloadProduct]
    : OTHER_DOCUMENT_FILE_NAME_TITLE;
};

/**
 * The download file name, without extension (documents.md 7.4): `Last_First_<Title>`, e.g.
 * Doe_Jane_Last_Will_and_Testament. A joint trust names both people and says "Wills":
 * Doe_Jane_and_Roe_John_Revocable_Living_Trust_with_Pour_Over_Wills. Any other document ends in
 * _document. Legal names are used (not preferred names); a name part that sanitises to nothing
 * is left out.
 */
export const documentFileName = ({
  product,
  owner,
  jointPartner,
}: DocumentFileNameInput): string => {
  const isJoint = product === 'RLT' && jointPartner !== null && jointPartner !== undefined;
  const people = [owner, ...(isJoint ? [jointPartner] : [])]
    .map(personPart)
    .filter((part) => part !== '')
    .join('_and_');
  const title = titleOf(product, isJoint);
  return people === '' ? title : `${people}_${title}`;
};
