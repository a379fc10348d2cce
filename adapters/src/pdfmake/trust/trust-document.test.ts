import { EstatePlanSchema, US_STATE_CODES } from '@bequest/domain';
import { PdfRenderPool } from '../render-pdf';
import { DOCUMENT_DATE } from '../testing/document-date';
import { pdfText } from '../testing/pdf-text';
import { renderedHashes } from '../testing/rendered-hashes';
import { trustDocument, type Grantor } from './trust-document';

const person = (first: string, last = 'Diaz') => ({ fullName: { first, middle: '', last } });
const trust = EstatePlanSchema.parse({
  randId: 't1',
  planType: 'RLT',
  isJoint: true,
  successorTrustees: [person('Marta'), person('Elena', 'Ruiz')],
  residuaryBeneficiaries: [
    { level: 'NUMBER_1', name: 'Marta Diaz', allocationPercent: 80 },
    { level: 'NUMBER_1', name: 'Harbor Food Bank', allocationPercent: 20 },
  ],
});
const grantor = (first: string, state: Grantor['state'] = 'OR'): Grantor => ({
  ...person(first),
  state,
  county: 'Multnomah',
  address: null,
});

describe('the trust with its pour-over wills as a PDF (DECISIONS.md "Documents")', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());

  it('a joint trust names both grantors, the successor trustees, the shares and two pour-over wills', async () => {
    const text = pdfText(
      await pool.render(trustDocument(trust, [grantor('Rosa'), grantor('Luis')], DOCUMENT_DATE), {
        compress: false,
      }),
    );
    expect(text).toContain('ROSA DIAZ AND LUIS DIAZ REVOCABLE LIVING TRUST');
    expect(text).toContain('Multnomah County, State of Oregon');
    expect(text).toContain('Marta Diaz shall serve as successor Trustee');
    expect(text).toContain('80% to Marta Diaz; 20% to Harbor Food Bank');
    expect(text).toContain('by right of representation');
    expect(text).toContain('SCHEDULE A');
    expect(text.match(/POUR-OVER WILL/g)).toHaveLength(2);
    expect(text).toContain(
      'to the trustee then serving of the Rosa Diaz and Luis Diaz Revocable Living Trust',
    );
  });

  it('gives the same bytes for the same answers, instruments numbered alike with or without the speed-ups', async () => {
    const hashes = await renderedHashes(
      pool,
      trustDocument(trust, [grantor('Rosa'), grantor('Luis')], DOCUMENT_DATE),
    );
    expect(new Set(hashes).size).toBe(1);
  });

  it('renders for one grantor in every state and DC', async () => {
    for (const state of US_STATE_CODES) {
      const pdf = await pool.render(
        trustDocument({ ...trust, isJoint: false }, [grantor('Rosa', state)], DOCUMENT_DATE),
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
