import { PdfRenderPool } from '../render-pdf';
import { pdfPages, pdfText } from '../testing/pdf-text';
import { signedStockGift } from '../testing/gifts';
import { stockGiftLetterDocument } from './stock-gift-letter';
import { taxAcknowledgementDocument } from './tax-acknowledgement';

describe('a stock gift’s letters, read back from the PDF (issue 23)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());
  const DATE = new Date('2026-11-23T12:00:00Z');

  it('the letter of authorization names the firm, the account, the securities and where they go', async () => {
    const pdf = await pool.render(stockGiftLetterDocument(signedStockGift, DATE), {
      compress: false,
    });
    const text = pdfText(pdf);
    for (const words of [
      'LETTER OF AUTHORIZATION',
      'November 23, 2026',
      'To: Vanguard',
      'Account holder: Maria E. Lopez',
      'Account number: ••••9012',
      'in kind and without selling them, to SAN FRANCISCO FOOD BANK (EIN 94-1156365), of 900 PENNSYLVANIA AVE, SAN FRANCISCO, CA 94107-3458',
      '12.5 shares of VTI',
      '$5,000 of AAPL',
      'Receiving firm: Charles Schwab',
      'DTC participant number: 0164',
      'Receiving account number: 1234-5678',
      'For the benefit of: SAN FRANCISCO FOOD BANK, EIN 94-1156365',
      'Nonprofit contact: Ana Ruiz, gifts@sffoodbank.example, 415-555-0100',
      'My financial advisor, Sam Park (sam@advisors.example), will deliver these instructions',
      'Address: 1200 Ocean Avenue, Apt 4, Santa Monica, CA 90401',
      'Signed electronically by typing “Maria Elena Lopez” on November 23, 2026.',
      'Signature of Maria Elena Lopez',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/9012\d|\d{4,}9012/);
    expect(pdfPages(pdf).length).toBeLessThanOrEqual(2);
  });

  it('the acknowledgement states the shares received and no value, and that nothing was given', async () => {
    const confirmed = {
      ...signedStockGift,
      status: 'CONFIRMED' as const,
      receipt: {
        receivedOn: '2026-11-25' as const,
        shares: [
          { ticker: 'VTI', shares: '12.5' },
          { ticker: 'AAPL', shares: '21' },
        ],
      },
    };
    const text = pdfText(
      await pool.render(taxAcknowledgementDocument(confirmed, DATE), { compress: false }),
    );
    for (const words of [
      'ACKNOWLEDGEMENT OF A GIFT OF SECURITIES',
      'SAN FRANCISCO FOOD BANK (EIN 94-1156365)',
      'gift received on November 25, 2026 from:',
      'Name: Maria Elena Lopez',
      '12.5 shares of VTI',
      '21 shares of AAPL',
      'No goods or services were provided in exchange for this gift.',
      'does not state a value for gifts of securities',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('$');
  });
});
