import type { DocumentKindEntry } from './document-kind-entry';
import { DOCUMENT_KINDS, DOCUMENT_REGISTRY, isDocumentKind } from './document-registry';
import { sanitizeFileNamePart } from './sanitize-file-name';

/** A person's legal first and last name, as in the profile's fullName. */
export interface FileNamePerson {
  readonly first?: string | null;
  readonly last?: string | null;
}

/** What names each document's download (documents.md 7.4). */
export const DOCUMENT_FILE_NAME_TITLES = Object.fromEntries(
  DOCUMENT_KINDS.map((kind) => [kind, DOCUMENT_REGISTRY[kind].fileName.title]),
);

/** A joint trust's title: the plural "Wills" (documents.md 7.4). */
export const JOINT_TRUST_FILE_NAME_TITLE = DOCUMENT_REGISTRY.RLT.fileName.jointTitle;

/** The ending of any other document's file name (documents.md 7.4). */
export const OTHER_DOCUMENT_FILE_NAME_TITLE = 'document';

export interface DocumentFileNameInput {
  /** The product type, e.g. WILL, RLT, AHCD, DFPOA, NONPROBATE_PLANS. */
  readonly product: string;
  readonly owner: FileNamePerson;
  /** The second person of a joint document (a joint trust); read where the kind has a joint title. */
  readonly jointPartner?: FileNamePerson | null;
}

const personPart = (person: FileNamePerson): string =>
  [person.last, person.first]
    .map((name) => sanitizeFileNamePart(name ?? ''))
    .filter((part) => part !== '')
    .join('_');

const fileNameOf = (product: string): DocumentKindEntry['fileName'] =>
  isDocumentKind(product)
    ? DOCUMENT_REGISTRY[product].fileName
    : { title: OTHER_DOCUMENT_FILE_NAME_TITLE };

/**
 * The download file name, without extension (documents.md 7.4): `Last_First_<Title>`, e.g.
 * Doe_Jane_Last_Will_and_Testament. A joint trust names both people and says "Wills":
 * Doe_Jane_and_Roe_John_Revocable_Living_Trust_with_Pour_Over_Wills. Any other document ends in
 * _document. Legal names are used (not preferred names); a name part that sanitizes to nothing
 * is left out.
 */
export const documentFileName = ({
  product,
  owner,
  jointPartner,
}: DocumentFileNameInput): string => {
  const { title, jointTitle } = fileNameOf(product);
  const isJoint = jointTitle !== undefined && jointPartner !== null && jointPartner !== undefined;
  const people = [owner, ...(isJoint ? [jointPartner] : [])]
    .map(personPart)
    .filter((part) => part !== '')
    .join('_and_');
  const named = isJoint ? jointTitle : title;
  return people === '' ? named : `${people}_${named}`;
};
