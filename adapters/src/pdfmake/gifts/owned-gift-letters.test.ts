import { PdfmakeDocumentRenderer } from '../pdfmake-document-renderer';
import { PdfRenderPool } from '../render-pdf';
import { sampleDafGrant, sampleQcdGift } from '../testing/gifts';
import { pdfPages, pdfText } from '../testing/pdf-text';

describe('the QCD and DAF grant letters through the document renderer (issue 23)', () => {
  const renderer = new PdfmakeDocumentRenderer(new PdfRenderPool(1));
  afterAll(() => renderer.close());
  const SUBMITTED_ON = new Date('2026-11-23T12:00:00Z');

  it('renders the custodian letter, dated the day it was submitted', async () => {
    const pdf = await renderer.renderQcdCustodianLetter(sampleQcdGift(), SUBMITTED_ON);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(pdf)).toHaveLength(1);
    const text = pdfText(pdf);
    expect(text).toContain('November 23, 2026');
    expect(text).toContain('Re: Qualified charitable distribution from IRA account ••••5678');
  });

  it('renders the grant recommendation, dated the day it was submitted', async () => {
    const text = pdfText(await renderer.renderGrantRecommendation(sampleDafGrant(), SUBMITTED_ON));
    expect(text).toContain('GRANT RECOMMENDATION');
    expect(text).toContain('November 23, 2026');
    expect(text).toContain('The Li Family Fund');
  });
});
