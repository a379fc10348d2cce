import { PdfRenderPool } from '../render-pdf';
import { DOCUMENT_DATE } from '../testing/document-date';
import { sampleQcdGift, TYPED_IRA_NUMBER } from '../testing/gifts';
import { pdfPages, pdfText } from '../testing/pdf-text';
import { qcdCustodianLetterDocument } from './qcd-custodian-letter';

describe('the QCD letter of instruction to the IRA custodian (issue 23)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());

  const render = (gift = sampleQcdGift()) =>
    pool.render(qcdCustodianLetterDocument(gift, DOCUMENT_DATE), { compress: false });

  it('says on one page what the custodian needs to make a qualified distribution', async () => {
    const pdf = await render();
    expect(pdfPages(pdf)).toHaveLength(1);
    const text = pdfText(pdf);
    for (const words of [
      'November 25, 2026',
      'Charles Schwab',
      'Ana María Li',
      '1200 Ocean Avenue, Apt 4, Santa Monica, CA 90401',
      'Re: Qualified charitable distribution from IRA account ••••5678',
      'Please make a qualified charitable distribution from my IRA, account number ••••5678, in the amount of $12,500.50, on or about December 15, 2026.',
      'payable directly to the charity, not to me: SAN FRANCISCO FOOD BANK (EIN 94-1156365), of 900 PENNSYLVANIA AVE, SAN FRANCISCO, CA 94107-3458.',
      'under 26 U.S.C. § 408(d)(8): a distribution made directly by the trustee to an organization described in section 170(b)(1)(A)',
      'I will be at least 70½ years old on the date of the distribution.',
      'Please report it on Form 1099-R for 2026.',
      'in the memo of the check, or in the letter that goes with the distribution, so that the charity can acknowledge my gift',
      'ana.li@example.com',
      'Ana María Li, IRA owner',
      'Date',
    ])
      expect(text).toContain(words);
  });

  it('prints the account number only masked', async () => {
    const text = pdfText(await render());
    expect(text.match(/••••5678/g)).toHaveLength(3);
    for (const part of [TYPED_IRA_NUMBER, ...TYPED_IRA_NUMBER.split('-').slice(0, 2)])
      expect(text).not.toContain(part);
  });

  it('names a custodian the owner typed', async () => {
    const text = pdfText(
      await render(sampleQcdGift({ custodian: { firm: 'Other', otherName: 'First Trust Co.' } })),
    );
    expect(text).toContain('To First Trust Co.:');
  });
});
