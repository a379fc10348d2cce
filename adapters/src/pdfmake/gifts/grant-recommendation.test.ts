import { DAF_GRANT_RULES_STATEMENT } from '@bequest/domain';
import { PdfRenderPool } from '../render-pdf';
import { DOCUMENT_DATE } from '../testing/document-date';
import { sampleDafGrant, TYPED_FUND_NUMBER } from '../testing/gifts';
import { pdfPages, pdfText } from '../testing/pdf-text';
import { grantRecommendationDocument } from './grant-recommendation';

describe('the grant recommendation to the DAF sponsor (issue 23)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());

  const render = async (grant = sampleDafGrant()) => {
    const pdf = await pool.render(grantRecommendationDocument(grant, DOCUMENT_DATE), {
      compress: false,
    });
    expect(pdfPages(pdf)).toHaveLength(1);
    return pdfText(pdf);
  };

  it('lists the grant, the charity and the grant rules on one page', async () => {
    const text = await render();
    for (const words of [
      'GRANT RECOMMENDATION',
      'TO FIDELITY CHARITABLE',
      'November 25, 2026',
      'I recommend that Fidelity Charitable make the grant below from my donor-advised fund.',
      'The Li Family Fund',
      '••••2290',
      'Ana María Li, 1200 Ocean Avenue, Apt 4, Santa Monica, CA 90401, ana.li@example.com',
      '$2,500',
      'Quarterly: 4 grants of $2,500 each, from January 15, 2027 to October 15, 2027',
      'SAN FRANCISCO FOOD BANK (EIN 94-1156365), of 900 PENNSYLVANIA AVE, SAN FRANCISCO, CA 94107-3458',
      'For the summer meals program',
      'Share my name and address with the charity',
      DAF_GRANT_RULES_STATEMENT,
      'Ana María Li, fund advisor',
      'Date',
    ])
      expect(text).toContain(words);
    for (const part of [TYPED_FUND_NUMBER, '4411']) expect(text).not.toContain(part);
  });

  it('prints a one-time grant where it is needed most, with no fund number', async () => {
    const text = await render(
      sampleDafGrant({
        sponsor: { firm: 'Other', otherName: 'Community Foundation of Springfield' },
        fundNumber: '',
        purpose: { kind: 'WHERE_NEEDED_MOST' },
        anonymity: 'ANONYMOUS',
        recurrence: { frequency: 'ONE_TIME' },
      }),
    );
    for (const words of [
      'TO COMMUNITY FOUNDATION OF SPRINGFIELD',
      'Not given',
      'One-time grant',
      'Where it is needed most',
      'Keep my grant anonymous',
    ])
      expect(text).toContain(words);
  });

  it('keeps the longest purpose on one page', async () => {
    const text = await render(
      sampleDafGrant({ purpose: { kind: 'STATED', text: 'For the pantry. '.repeat(31).trim() } }),
    );
    expect(text).toContain('Ana María Li, fund advisor');
  });
});
