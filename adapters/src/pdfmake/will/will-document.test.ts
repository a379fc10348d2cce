import { EstatePlanSchema, US_STATE_CODES } from '@bequest/domain';
import { PdfRenderPool } from '../render-pdf';
import { pdfText } from '../testing/pdf-text';
import { renderedHashes } from '../testing/rendered-hashes';
import { DOCUMENT_DATE } from '../testing/document-date';
import { willDocument, type Testator } from './will-document';

const plan = EstatePlanSchema.parse({
  randId: 'w1',
  planType: 'WILL',
  maritalStatus: 'MARRIED',
  spouse: { fullName: { first: 'Luis', middle: '', last: 'Diaz' } },
  executors: [
    { fullName: { first: 'Luis', middle: '', last: 'Diaz' } },
    { fullName: { first: 'Marta', middle: '', last: 'Diaz' } },
  ],
  children: [
    { fullName: { first: 'Marta', middle: '', last: 'Diaz' }, birthDate: '2015-01-15' },
    { fullName: { first: 'Sofia', middle: '', last: 'Diaz' }, birthDate: null },
  ],
  guardians: [{ fullName: { first: 'Elena', middle: '', last: 'Ruiz' } }],
  custodians: [{ fullName: { first: 'Tomas', middle: '', last: 'Ruiz' } }],
  specificGifts: [{ description: 'my grandmother’s piano', recipientName: 'Marta Diaz' }],
  pets: [
    {
      name: 'Mango',
      caretaker: { fullName: { first: 'Elena', middle: '', last: 'Ruiz' } },
      careFund: '2500',
    },
  ],
  funeralWishes: { disposition: 'cremation', instructions: 'Scatter my ashes at Lake Travis.' },
  hasNoContestClause: true,
  residuaryBeneficiaries: [
    { level: 'NUMBER_1', name: 'Luis Diaz', allocationPercent: 90 },
    { level: 'NUMBER_1', name: 'Harbor Food Bank', charitableGiftId: 'g1', allocationPercent: 10 },
    {
      level: 'NUMBER_2',
      name: 'River Conservancy',
      charitableGiftId: 'g2',
      allocationPercent: 100,
    },
  ],
});
const testator = (state: Testator['state']): Testator => ({
  fullName: { first: 'Rosa', middle: 'M', last: 'Diaz' },
  state,
  county: 'Cook',
  address: null,
});

describe('the will as a PDF (DECISIONS.md "Documents")', () => {
  const pool = new PdfRenderPool(1);
  const renderPdf = (
    definition: Parameters<PdfRenderPool['render']>[0],
    options?: { compress?: boolean },
  ) => pool.render(definition, options);
  afterAll(() => pool.close());

  it('gives a gift split into portions in its shares', async () => {
    const split = EstatePlanSchema.parse({
      ...plan,
      specificGifts: [
        {
          propertyId: 'cabin',
          description: 'my cabin at Lake Travis',
          portions: [
            { recipientName: 'Marta Diaz', percent: 60 },
            {
              recipientName: 'River Conservancy',
              charitableGiftId: 'org-river-conservancy',
              percent: 40,
            },
          ],
        },
      ],
    });
    const text = pdfText(
      await renderPdf(willDocument(split, testator('IL'), DOCUMENT_DATE), { compress: false }),
    );
    expect(text).toContain(
      'I give my cabin at Lake Travis in shares: 60% to Marta Diaz and 40% to River Conservancy.',
    );
  });

  it('names the people, shares and fiduciaries, and the state’s execution block', async () => {
    const text = pdfText(
      await renderPdf(willDocument(plan, testator('IL'), DOCUMENT_DATE), { compress: false }),
    );
    expect(text).toContain('LAST WILL AND TESTAMENT');
    expect(text).toContain('OF ROSA M DIAZ');
    expect(text).toContain('a resident of Cook County, State of Illinois');
    expect(text).toContain('90% to Luis Diaz');
    expect(text).toContain('10% to Harbor Food Bank');
    expect(text).toContain('I appoint Marta Diaz as Executor');
    expect(text).toContain('per stirpes');
    expect(text).toContain('ATTESTATION OF WITNESSES');
    expect(text).not.toContain('SELF-PROVING AFFIDAVIT');
    expect(text).toContain(
      'we believed the Testator to be of sound mind and memory at the time of signing',
    );
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).toContain('I have 2 children: Marta Diaz, born January 15, 2015; Sofia Diaz.');
    expect(text).toContain('I appoint Elena Ruiz as guardian');
    expect(text).toContain('to Marta Diaz. If Marta Diaz does not survive me');
    expect(text).toContain('I give my pet Mango to Elena Ruiz, together with $2,500');
    expect(text).toContain('I wish my remains to be cremated. Scatter my ashes at Lake Travis.');
    expect(text).toContain('forfeits every gift');
    expect(text).toContain('to Tomas Ruiz as custodian for that beneficiary');
  });

  it('leaves the no-contest clause out where the state does not enforce it', async () => {
    const florida = pdfText(
      await renderPdf(willDocument(plan, testator('FL'), DOCUMENT_DATE), { compress: false }),
    );
    expect(florida).not.toContain('forfeits every gift');
  });

  it('adds the self-proving affidavit where recognized, and the state’s own wording', async () => {
    const virginia = pdfText(
      await renderPdf(willDocument(plan, testator('VA'), DOCUMENT_DATE), { compress: false }),
    );
    expect(virginia).toContain('SELF-PROVING AFFIDAVIT');
    expect(virginia).toContain('COMMONWEALTH OF VIRGINIA');
    const california = pdfText(
      await renderPdf(willDocument(plan, testator('CA'), DOCUMENT_DATE), { compress: false }),
    );
    expect(california).toContain('by right of representation');
    expect(california).toContain('under penalty of perjury');
    expect(california).not.toContain('sound mind and memory at the time of signing');
    const louisiana = pdfText(
      await renderPdf(willDocument(plan, testator('LA'), DOCUMENT_DATE), { compress: false }),
    );
    expect(louisiana).toContain('NOTARIAL ACT');
  });

  it('gives the same bytes for the same answers, with or without the worker’s speed-ups', async () => {
    const hashes = await renderedHashes(pool, willDocument(plan, testator('TX'), DOCUMENT_DATE));
    expect(new Set(hashes).size).toBe(1);
  });

  it('renders in every state and DC', async () => {
    for (const state of US_STATE_CODES) {
      const pdf = await renderPdf(willDocument(plan, testator(state), DOCUMENT_DATE));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
