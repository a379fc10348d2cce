import { signingGuide } from '@bequest/domain';
import { withLayout, WIDE_LEFT_MARGIN_EXTRA } from './document-layout';
import { PdfRenderPool } from './render-pdf';
import { signingGuideDocument } from './signing-guide/signing-guide-document';
import { DOCUMENT_DATE } from './testing/document-date';
import { pdfLeftmostText } from './testing/pdf-text';
import { willDocument } from './will/will-document';
import { EstatePlanSchema } from '@bequest/domain';

const owner = { fullName: { first: 'Ana', middle: '', last: 'Li' } };
const testator = { ...owner, state: 'TX' as const, county: 'Travis', address: null };
const will = EstatePlanSchema.parse({ randId: 'w1', planType: 'WILL' });

describe('the tenant’s wide left margin (branding.documentStyles.hasWideLeftMargin)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());

  it.each([
    ['the will', willDocument(will, testator, DOCUMENT_DATE), 72],
    [
      'the signing guide',
      signingGuideDocument(signingGuide('will', 'TX'), owner, DOCUMENT_DATE),
      54,
    ],
  ])(
    'moves the text of %s half an inch right when on, and not when off',
    async (_, document, left) => {
      const standard = await pool.render(withLayout(document, { wideLeftMargin: false }), {
        compress: false,
      });
      const wide = await pool.render(withLayout(document, { wideLeftMargin: true }), {
        compress: false,
      });
      expect(pdfLeftmostText(standard)).toBeCloseTo(left, 0);
      expect(pdfLeftmostText(wide)).toBeCloseTo(left + WIDE_LEFT_MARGIN_EXTRA, 0);
    },
  );

  it('leaves the standard layout’s definition as it was, so its bytes do not change', () => {
    const document = willDocument(will, testator, DOCUMENT_DATE);
    expect(withLayout(document, { wideLeftMargin: false })).toBe(document);
  });
});
