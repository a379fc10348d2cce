import { signingGuide } from '@bequest/domain';
import { PdfRenderPool } from '../render-pdf';
import { DOCUMENT_DATE } from '../testing/document-date';
import { maria } from '../testing/lopez-family';
import { pdfPages, pdfText } from '../testing/pdf-text';
import { signingGuideDocument } from './signing-guide-document';

describe('the signing guide as a one-page PDF (issue 19)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());

  it.each([
    ['will', 'VT', 'Vermont accepts a self-proving affidavit'],
    ['trust', 'CA', '1. The trust: both of you sign the trust and the Certification of Trust'],
    ['ahcd', 'MO', 'in front of 2 adult witnesses and a notary'],
    ['dfpoa', 'PA', 'Pennsylvania'],
  ] as const)('a %s in %s fits one page and says how to sign', async (kind, state, words) => {
    const pdf = await pool.render(
      signingGuideDocument(
        signingGuide(kind, state, { isJoint: true }),
        maria(state),
        DOCUMENT_DATE,
      ),
      { compress: false },
    );
    expect(pdfPages(pdf)).toHaveLength(1);
    const text = pdfText(pdf);
    expect(text).toContain(words);
    expect(text).toContain('Prepared for Maria Elena Lopez');
    expect(text).toContain('The law this guide follows');
  });
});
