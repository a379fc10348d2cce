import type { DocumentKind } from '../documents/document-summaries';

/** The documents whose signing the signing guide describes. */
export type SignedDocumentKind = 'will' | 'trust' | 'ahcd' | 'dfpoa';

const SIGNED_KINDS: Readonly<Record<DocumentKind, SignedDocumentKind>> = {
  WILL: 'will',
  RLT: 'trust',
  AHCD: 'ahcd',
  DFPOA: 'dfpoa',
};

/** The signed document a stored document is. */
export const signedDocumentKindOf = (kind: DocumentKind): SignedDocumentKind => SIGNED_KINDS[kind];
