import {
  applyDfpoaStateRules,
  DfpoaSchema,
  US_STATE_CODES,
  type Dfpoa,
  type UsStateCode,
} from '@bequest/domain';
import { PdfRenderPool } from '../render-pdf';
import { pdfText } from '../testing/pdf-text';
import { renderedHashes } from '../testing/rendered-hashes';
import { DOCUMENT_DATE } from '../testing/document-date';
import { dfpoaDocument } from './dfpoa-document';

const answers = DfpoaSchema.parse({
  randId: 'd1',
  profileId: 'p1',
  agent: { fullName: { first: 'Luis', last: 'Diaz' }, address: '1 Elm St, Austin TX' },
  hasCoagent: true,
  agentsAreIndependent: true,
  coagent: { fullName: { first: 'Marta', last: 'Diaz' } },
  hasSuccessor: true,
  successor: { fullName: { first: 'Elena', last: 'Ruiz' } },
  commonAgentPowers: {
    has_real_property_power: true,
    has_banking_power: true,
    has_tax_power: true,
    has_real_estate_management_power: true,
    has_commodities_power: false,
  },
  giftRecipientType: 'SPECIFIC',
  giftRecipientList: ['Sofia Diaz'],
  giftRecipientAmountType: 'OTHER',
  giftRecipientAmountLimit: '$5,000',
  agentCompensationType: 'SPECIFIC_AMOUNT',
  agentCompensationAmount: '$50 an hour',
  revokeExistingDocuments: true,
});
/** The document as the server keeps it: the state's rules applied (documents.md 5.5). */
const ruled = (state: UsStateCode): Dfpoa => applyDfpoaStateRules(answers, state);
const principal = (state: UsStateCode) => ({
  fullName: { first: 'Rosa', middle: '', last: 'Diaz' },
  state,
  county: 'Travis',
  address: null,
});

describe('the durable financial power of attorney as a PDF (documents.md 2.5, 3.3)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());
  const render = (state: UsStateCode, compress = false) =>
    pool.render(dfpoaDocument(ruled(state), principal(state), DOCUMENT_DATE), { compress });

  it('names the agents and grants the powers chosen, with gifts and pay', async () => {
    const text = pdfText(await render('TX'));
    expect(text).toContain('DURABLE FINANCIAL POWER OF ATTORNEY');
    expect(text).toContain('name Luis Diaz, 1 Elm St, Austin TX as my agent');
    expect(text).toContain(
      'I name Marta Diaz as my co-agent. My agent and co-agent may each act alone.',
    );
    expect(text).toContain('I name Elena Ruiz as my successor agent');
    expect(text).toContain('(3A) Real property');
    expect(text).toContain('(3E) Banks and other financial institutions');
    expect(text).toContain('(3M) Taxes');
    expect(text).not.toContain('(3D)');
    expect(text).toContain('I do not grant my agent authority over: commodities and options.');
    expect(text).toContain('to Sofia Diaz, no more than $5,000 to each person');
    expect(text).toContain('compensation of $50 an hour');
    expect(text).toContain('I revoke every earlier general power of attorney');
    expect(text).toContain('It is durable');
    expect(text).toContain('CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC');
    expect(text).toMatch(/State of Texas/i);
    expect(text).toContain('ACKNOWLEDGMENT OF DUTIES');
    expect(text).not.toContain('WITNESSES');
  });

  it('follows the state: Illinois has one witness and no co-agent; Florida two witnesses', async () => {
    const illinois = pdfText(await render('IL'));
    expect(illinois).toContain('Witness 1');
    expect(illinois).not.toContain('Witness 2');
    expect(illinois).not.toContain('co-agent.');
    expect(illinois).not.toContain('Sofia Diaz');
    const florida = pdfText(await render('FL'));
    expect(florida).toContain('Witness 2');
  });

  it('leaves South Carolina’s three-inch top margin on the first page for recording', async () => {
    expect(ruled('SC').topMarginSize).toBe(3);
    const firstTitleY = (pdf: Buffer) => {
      const match = pdf
        .toString('latin1')
        .match(/[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm/);
      return Number(match?.[1]);
    };
    const southCarolina = firstTitleY(await render('SC'));
    const texas = firstTitleY(await render('TX'));
    expect(texas - southCarolina).toBeCloseTo(144, 0);
  });

  it('gives the same bytes for the same answers, with or without the worker’s speed-ups', async () => {
    const hashes = await renderedHashes(
      pool,
      dfpoaDocument(ruled('NY'), principal('NY'), DOCUMENT_DATE),
    );
    expect(new Set(hashes).size).toBe(1);
  });

  it('renders in every state and DC', async () => {
    for (const state of US_STATE_CODES) {
      const pdf = await render(state, true);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
