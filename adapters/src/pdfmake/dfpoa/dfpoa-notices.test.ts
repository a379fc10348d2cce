import {
  applyDfpoaStateRules,
  CALIFORNIA_4128_NOTICES,
  DFPOA_STATE_RULES,
  DfpoaSchema,
  PENNSYLVANIA_5601_NOTICES,
  type RequiredNotice,
  type UsStateCode,
} from '@bequest/domain';
import { PdfRenderPool } from '../render-pdf';
import { DOCUMENT_DATE } from '../testing/document-date';
import { pdfText } from '../testing/pdf-text';
import { dfpoaDocument } from './dfpoa-document';

const answers = DfpoaSchema.parse({
  randId: 'd1',
  profileId: 'p1',
  agent: { fullName: { first: 'Luis', last: 'Diaz' } },
  hasCoagent: true,
  agentsAreIndependent: true,
  coagent: { fullName: { first: 'Marta', last: 'Diaz' } },
  hasSuccessor: true,
  successor: { fullName: { first: 'Elena', last: 'Ruiz' } },
  commonAgentPowers: { has_banking_power: true },
});
const principal = (state: UsStateCode) => ({
  fullName: { first: 'Rosa', middle: '', last: 'Diaz' },
  state,
  county: 'Travis',
  address: null,
});

/** Each paragraph of a notice as the document sets it: its words, in capitals where asked. */
const printed = (notice: RequiredNotice | undefined): string[] =>
  (notice?.text ?? '')
    .split('\n\n')
    .map((paragraph) => paragraph.replaceAll('______', '_'.repeat(30)))
    .map((paragraph) => (notice?.typeface === 'capitals' ? paragraph.toUpperCase() : paragraph));

const count = (text: string, part: string) => text.split(part).length - 1;

/** An agent's signature line, caption, and the printed-name and date lines beside each other. */
const signedBy = (caption: string) => new RegExp(`_+ ${caption} _+ Printed name _+ Date`);

describe('the notices a state’s statute requires, read back from the PDF (issue 18)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());
  const text = async (state: UsStateCode) =>
    pdfText(
      await pool.render(
        dfpoaDocument(applyDfpoaStateRules(answers, state), principal(state), DOCUMENT_DATE),
        { compress: false },
      ),
    );

  it('PA: § 5601(c)’s notice, in capitals, before the first article, signed by the principal', async () => {
    const pennsylvania = await text('PA');
    const [notice] = PENNSYLVANIA_5601_NOTICES;
    const firstArticle = pennsylvania.indexOf('ARTICLE 1. DESIGNATION OF AGENTS');
    const heading = pennsylvania.indexOf('NOTICE THE PURPOSE OF THIS POWER OF ATTORNEY');
    expect(heading).toBeGreaterThan(pennsylvania.indexOf('DURABLE FINANCIAL POWER OF ATTORNEY'));
    expect(heading).toBeLessThan(firstArticle);
    for (const paragraph of printed(notice)) {
      expect(pennsylvania).toContain(paragraph);
      expect(pennsylvania.indexOf(paragraph)).toBeLessThan(firstArticle);
    }
    const signature = pennsylvania.search(/Rosa Diaz, Principal _+ Date/);
    expect(signature).toBeGreaterThan(
      pennsylvania.indexOf('I HAVE READ OR HAD EXPLAINED TO ME THIS NOTICE'),
    );
    expect(signature).toBeLessThan(firstArticle);
  });

  it('PA: § 5601(d)’s acknowledgment after the principal’s signature, one for each agent', async () => {
    const pennsylvania = await text('PA');
    const [, acknowledgment] = PENNSYLVANIA_5601_NOTICES;
    const signed = pennsylvania.indexOf('I sign this power of attorney on');
    const notary = pennsylvania.indexOf('CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC');
    const first = pennsylvania.indexOf('ACKNOWLEDGMENT EXECUTED BY AGENT');
    expect(signed).toBeGreaterThan(0);
    expect(first).toBeGreaterThan(signed);
    expect(first).toBeGreaterThan(notary);
    for (const paragraph of printed(acknowledgment)) expect(count(pennsylvania, paragraph)).toBe(3);
    const copies = pennsylvania.slice(first);
    expect(copies).toMatch(signedBy('Luis Diaz, agent'));
    expect(copies).toMatch(signedBy('Marta Diaz, co-agent'));
    expect(copies).toMatch(signedBy('Elena Ruiz, successor agent'));
    // The statute's acknowledgment takes the place of the document's own.
    expect(pennsylvania).not.toContain('ACKNOWLEDGMENT OF DUTIES');
  });

  it('CA: § 4128’s warning at the beginning and the agent’s statement, signed, at the end', async () => {
    const california = await text('CA');
    const [warning, agentStatement] = CALIFORNIA_4128_NOTICES;
    const firstArticle = california.indexOf('ARTICLE 1. DESIGNATION OF AGENTS');
    expect(california.indexOf('Notice to Person Executing Durable Power of Attorney')).toBeLessThan(
      firstArticle,
    );
    for (const paragraph of printed(warning))
      expect(california.indexOf(paragraph)).toBeLessThan(firstArticle);
    const statement = california.indexOf(
      'Notice to Person Accepting the Appointment as Attorney-in-Fact',
    );
    expect(statement).toBeGreaterThan(
      california.indexOf('CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC'),
    );
    for (const paragraph of printed(agentStatement)) expect(count(california, paragraph)).toBe(3);
    expect(california.slice(statement)).toMatch(signedBy('Luis Diaz, agent'));
    expect(california).not.toContain('ACKNOWLEDGMENT OF DUTIES');
  });

  it('states whose notices’ words are not transcribed (NH, ME) and states without one keep the document’s own acknowledgment', async () => {
    for (const state of ['NH', 'ME', 'TX'] as const) {
      expect(DFPOA_STATE_RULES[state].requiredNotices).toBeUndefined();
      const power = await text(state);
      expect(power).toContain('AGENT’S ACKNOWLEDGMENT OF DUTIES');
      expect(power).not.toMatch(/Printed name _+ Date/);
    }
  });
});
