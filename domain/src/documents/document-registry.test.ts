import { PRODUCT_CODES } from '../products/product-type';
import {
  DOCUMENT_KINDS,
  DOCUMENT_REGISTRY,
  DOCUMENT_SLUGS,
  documentKindOf,
  isDocumentKind,
} from './document-registry';

describe('the registry of document kinds', () => {
  it('lists the will, the trust, the AHCD and the DFPOA, in that order', () => {
    expect(DOCUMENT_KINDS).toEqual(['WILL', 'RLT', 'AHCD', 'DFPOA']);
    expect(DOCUMENT_SLUGS).toEqual(['will', 'rlt', 'ahcd', 'dfpoa']);
  });

  it.each(DOCUMENT_KINDS)('names %s in paths by its lower-case product code, and back', (kind) => {
    const { slug } = DOCUMENT_REGISTRY[kind];
    expect(slug).toBe(PRODUCT_CODES[kind]);
    expect(documentKindOf(slug)).toBe(kind);
  });

  it('knows its kinds and nothing else: the beneficiary plan is stored beside them', () => {
    expect(isDocumentKind('AHCD')).toBe(true);
    expect(isDocumentKind('NONPROBATE_PLANS')).toBe(false);
    expect(isDocumentKind('toString')).toBe(false);
  });
});
