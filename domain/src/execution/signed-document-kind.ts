import type { DocumentKind } from '../documents/document-registry';

/** The signed document each kind is, as the signing guide names it. */
const SIGNED_KINDS = {
  WILL: 'will',
  RLT: 'trust',
  AHCD: 'ahcd',
  DFPOA: 'dfpoa',
} as const satisfies Record<DocumentKind, string>;

/** The documents whose signing the signing guide describes. */
export type SignedDocumentKind = (typeof SIGNED_KINDS)[DocumentKind];

export const SIGNED_DOCUMENT_KINDS: readonly SignedDocumentKind[] = Object.values(SIGNED_KINDS);

/** The signed document a stored document is. */
export const signedDocumentKindOf = (kind: DocumentKind): SignedDocumentKind => SIGNED_KINDS[kind];
