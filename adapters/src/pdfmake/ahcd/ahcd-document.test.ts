import { AhcdSchema, US_STATE_CODES, type UsStateCode } from '@bequest/domain';
import { PdfRenderPool } from '../render-pdf';
import { pdfText } from '../testing/pdf-text';
import { renderedHashes } from '../testing/rendered-hashes';
import { DOCUMENT_DATE } from '../testing/document-date';
import { ahcdDocument } from './ahcd-document';

const ahcd = AhcdSchema.parse({
  randId: 'a1',
  profileId: 'p1',
  primaryAgent: {
    fullName: { first: 'Luis', last: 'Diaz' },
    relationship: 'husband',
    phone: '555-0100',
  },
  alternateAgent: { fullName: { first: 'Marta', last: 'Diaz' } },
  prohibitedAgents: ['Carlos Diaz'],
  hipaaAgents: ['Elena Ruiz'],
  agentPowers: ['Choose my doctors and hospitals'],
  hasAssistedLivingPower: true,
  utahPowersAcknowledged: true,
  utahLimitsAcknowledged: true,
  lifeWorthLivingQualities: ['Recognizing my family', 'Reading'],
  onAGoodDay: 'walk by the lake with my dog.',
  lifeProlongationChoice: 'LIMIT',
  artificialNutrition: 'NO',
  endOfLifeLocation: 'HOME',
  autopsy: 'NO',
  wantsOrganDonation: true,
  organDonationPurpose: ['TRANSPLANT', 'RESEARCH'],
  primaryPhysician: { fullName: { first: 'Grace', last: 'Okafor' }, phone: '555-0199' },
  preferredHospital: 'Lakeside General Hospital',
});
const declarant = (state: UsStateCode) => ({
  fullName: { first: 'Rosa', middle: 'M', last: 'Diaz' },
  state,
  county: 'Salt Lake',
  address: null,
});

describe('the advance health care directive as a PDF (documents.md 2.4)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());
  const text = async (state: UsStateCode) =>
    pdfText(
      await pool.render(ahcdDocument(ahcd, declarant(state), DOCUMENT_DATE), { compress: false }),
    );

  it('names the agents, wishes, provisions and physician, with a HIPAA authorization', async () => {
    const utah = await text('UT');
    expect(utah).toContain('ADVANCE HEALTH CARE DIRECTIVE');
    expect(utah).toContain('I designate Luis Diaz (husband), telephone 555-0100 as my agent');
    expect(utah).toContain('I designate Marta Diaz as my first alternate agent');
    expect(utah).toContain('Carlos Diaz');
    expect(utah).toContain('Recognizing my family');
    expect(utah).toContain('I do not want my life to be prolonged');
    expect(utah).toContain('I do not want artificial nutrition and hydration');
    expect(utah).toContain('spend my last days at home');
    expect(utah).toContain('for transplant, research');
    expect(utah).toContain('Grace Okafor');
    expect(utah).toContain('HIPAA AUTHORIZATION');
    expect(utah).toContain('Luis Diaz, Marta Diaz, Elena Ruiz');
    expect(utah).toMatch(/Page 1 of \d/);
  });

  it('prints only the care instructions the life-prolongation choice leaves open', async () => {
    const instructions = {
      termsOfLimitedCare: 'treat infections with antibiotics.',
      termsOfProlongation: 'no dialysis.',
    };
    const printed = async (lifeProlongationChoice: 'PROLONG' | 'LIMIT') =>
      pdfText(
        await pool.render(
          ahcdDocument(
            { ...ahcd, ...instructions, lifeProlongationChoice },
            declarant('OR'),
            DOCUMENT_DATE,
          ),
          { compress: false },
        ),
      );
    const prolonged = await printed('PROLONG');
    expect(prolonged).toContain('No dialysis.');
    expect(prolonged).not.toContain('antibiotics');
    const limited = await printed('LIMIT');
    expect(limited).toContain('Treat infections with antibiotics.');
    expect(limited).not.toContain('dialysis');
  });

  it('adds Utah’s acknowledgements and one witness in Utah only', async () => {
    const utah = await text('UT');
    expect(utah).toContain('UTAH ACKNOWLEDGEMENTS');
    expect(utah).toContain('[X] I understand that my agent');
    expect(utah).toContain('Witness 1');
    expect(utah).not.toContain('Witness 2');
    const california = await text('CA');
    expect(california).not.toContain('UTAH ACKNOWLEDGEMENTS');
  });

  it('signs by the state’s rule: witnesses, witnesses or a notary, or both', async () => {
    const california = await text('CA');
    expect(california).toContain('2 adult witnesses or acknowledged before a notary public');
    expect(california).toContain('Witness 2');
    expect(california).toContain('CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC');
    const florida = await text('FL');
    expect(florida).toContain('STATEMENT OF WITNESSES');
    expect(florida).not.toContain('NOTARY PUBLIC');
    // The living-will part needs two witnesses (RSMo § 459.015), the agent part a notary (§ 404.705).
    const missouri = await text('MO');
    expect(missouri).toContain('STATEMENT OF WITNESSES');
    expect(missouri).toContain('Witness 2');
    expect(missouri).toContain('CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC');
    expect(missouri).toMatch(/State of Missouri/i);
  });

  it('gives the same bytes for the same answers, with or without the worker’s speed-ups', async () => {
    const hashes = await renderedHashes(pool, ahcdDocument(ahcd, declarant('TX'), DOCUMENT_DATE));
    expect(new Set(hashes).size).toBe(1);
  });

  it('renders in every state and DC, and with no answers at all', async () => {
    for (const state of US_STATE_CODES) {
      const pdf = await pool.render(ahcdDocument(ahcd, declarant(state), DOCUMENT_DATE));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const empty = AhcdSchema.parse({ randId: 'a2', profileId: 'p1' });
    expect(
      pdfText(
        await pool.render(ahcdDocument(empty, declarant('NY'), DOCUMENT_DATE), { compress: false }),
      ),
    ).toContain('I do not designate an agent');
  });
});
