import { DOCUMENT_DATE } from '../testing/document-date';
import { BeneficiaryPlanSchema } from '@bequest/domain';
import { PdfRenderPool } from '../render-pdf';
import { pdfText } from '../testing/pdf-text';
import { renderedHashes } from '../testing/rendered-hashes';
import { beneficiaryPlanDocument } from './beneficiary-plan-document';

const plan = BeneficiaryPlanSchema.parse({
  randId: 'n1',
  profileId: 'p1',
  assets: [
    {
      randId: 'a1',
      assetType: 'IRA',
      financialInstitution: 'VANGUARD',
      approximateValue: '250000',
      nickname: 'Rollover IRA',
      status: 'UPDATED',
      statusUpdatedAt: '2026-10-01T12:00:00.000Z',
      createdAt: '2026-09-01T12:00:00.000Z',
      beneficiaries: [
        { level: 'PRIMARY', allocationPercent: 90, contact: { name: 'Luis Diaz' } },
        {
          level: 'PRIMARY',
          allocationPercent: 10,
          charitableGift: { organization: { legalName: 'Harbor Food Bank', ein: '12-3456789' } },
        },
        { level: 'SECONDARY', allocationPercent: 100, contact: { name: 'Marta Diaz' } },
      ],
    },
    {
      randId: 'a2',
      assetType: 'LIFE_INSURANCE',
      financialInstitution: 'OTHER',
      financialInstitutionOther: 'Mutual Life',
      approximateValue: '500000',
      createdAt: '2026-09-02T12:00:00.000Z',
    },
  ],
});
const owner = { fullName: { first: 'Rosa', middle: '', last: 'Diaz' } };

describe('the beneficiary plan summary as a PDF (giving-and-beneficiaries.md 2.4, 7.2)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());

  it('shows the asset table and each asset’s primary and contingent beneficiaries', async () => {
    const text = pdfText(
      await pool.render(beneficiaryPlanDocument(plan, owner, DOCUMENT_DATE), { compress: false }),
    );
    expect(text).toContain('BENEFICIARY PLAN');
    expect(text).toContain('OF ROSA DIAZ');
    expect(text).toContain('1/2 of your assets are up to date');
    expect(text).toContain('INSTITUTION');
    expect(text).toContain('APPROX. VALUE');
    expect(text).toContain('Vanguard');
    expect(text).toContain('$250,000');
    expect(text).toContain('Rollover IRA');
    expect(text).toContain('Mutual Life');
    expect(text).toContain('90% to Luis Diaz');
    expect(text).toContain('10% to Harbor Food Bank (EIN 12-3456789)');
    expect(text).toContain('CONTINGENT BENEFICIARIES');
    expect(text).toContain('100% to Marta Diaz');
    expect(text).toContain('None chosen yet');
    expect(text).toContain('The institution was updated on 2026-10-01.');
  });

  it('gives the same bytes for the same plan, and renders an empty plan', async () => {
    // With or without the worker's speed-ups.
    const hashes = await renderedHashes(pool, beneficiaryPlanDocument(plan, owner, DOCUMENT_DATE));
    expect(new Set(hashes).size).toBe(1);
    const empty = BeneficiaryPlanSchema.parse({ randId: 'n2', profileId: 'p1' });
    expect(
      pdfText(
        await pool.render(beneficiaryPlanDocument(empty, owner, DOCUMENT_DATE), {
          compress: false,
        }),
      ),
    ).toContain('No assets are listed yet.');
  });
});
