import {
  AhcdSchema,
  ahcdExecution,
  applyDfpoaStateRules,
  DFPOA_STATE_RULES,
  DfpoaSchema,
  TRUST_EXECUTION_RULES,
  US_STATE_CODES,
  WILL_EXECUTION_RULES,
  type UsStateCode,
} from '@bequest/domain';
import { ahcdDocument } from './ahcd/ahcd-document';
import { dfpoaDocument } from './dfpoa/dfpoa-document';
import { PdfRenderPool, type PdfDefinition } from './render-pdf';
import { DOCUMENT_DATE } from './testing/document-date';
import { lopezTrust, lopezWill, maria } from './testing/lopez-family';
import { pdfText } from './testing/pdf-text';
import { trustDocument } from './trust/trust-document';
import { selfProof } from './will/will-self-proof';
import { willDocument } from './will/will-document';

const NOTARY_CERTIFICATE = 'CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC';
const count = (text: string, part: string) => text.split(part).length - 1;
const witnessBlocks = (text: string) => text.match(/Witness \d signature:/g)?.length ?? 0;

/** What a will (or pour-over will) must carry in its state, read back from its text. */
const expectWillExecution = (text: string, state: UsStateCode) => {
  const rule = WILL_EXECUTION_RULES[state];
  const proof = selfProof(state, 'Maria Elena Lopez');
  expect(text).toContain(proof.heading);
  expect(witnessBlocks(text)).toBe(rule.witnesses.count);
  expect(text.includes('SELF-PROVING AFFIDAVIT')).toBe(rule.selfProof === 'AFFIDAVIT');
  expect(text.includes('AFFIDAVITS OF ATTESTING WITNESSES')).toBe(
    rule.selfProof === 'WITNESS_AFFIDAVIT',
  );
  expect(text.includes('notary identification number')).toBe(rule.notaryRequired);
};

/**
 * Every document in every state and DC (51 × will, trust, pour-over will, directive, power of
 * attorney: 255 cells) carries the attestation, witness lines, notary block and self-proof its
 * execution row requires, so no table change can silently drop a block (issue 19).
 */
describe('each document’s execution blocks in every state (issue 19)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());
  const text = async (definition: PdfDefinition) =>
    pdfText(await pool.render(definition, { compress: false }));
  const ahcd = AhcdSchema.parse({ randId: 'a', profileId: 'p', lifeProlongationChoice: 'LIMIT' });
  const dfpoa = DfpoaSchema.parse({
    randId: 'd',
    profileId: 'p',
    agent: { fullName: { first: 'Daniel', last: 'Lopez' } },
  });

  it.each(US_STATE_CODES)('%s', async (state) => {
    const person = maria(state);
    expectWillExecution(await text(willDocument(lopezWill, person, DOCUMENT_DATE)), state);

    const trust = await text(
      trustDocument({ ...lopezTrust, isJoint: false }, [person], DOCUMENT_DATE),
    );
    const [agreement = '', pourOver = ''] = trust.split('POUR-OVER WILL OF');
    const trustRule = TRUST_EXECUTION_RULES[state];
    expect(count(agreement, NOTARY_CERTIFICATE)).toBe(2);
    expect(witnessBlocks(agreement)).toBe(trustRule.witnesses);
    expectWillExecution(pourOver, state);

    const directive = await text(ahcdDocument(ahcd, person, DOCUMENT_DATE));
    const execution = ahcdExecution(state);
    const witnessed = execution.formality !== 'notary';
    expect(directive.includes('STATEMENT OF WITNESSES')).toBe(witnessed);
    expect(witnessBlocks(directive)).toBe(witnessed ? execution.witnesses.count : 0);
    expect(directive.includes(NOTARY_CERTIFICATE)).toBe(execution.formality !== 'witnesses');
    expect(directive.includes('Complete one of the two blocks')).toBe(
      execution.formality === 'witnesses-or-notary',
    );

    const power = await text(
      dfpoaDocument(applyDfpoaStateRules(dfpoa, state), person, DOCUMENT_DATE),
    );
    expect(witnessBlocks(power)).toBe(DFPOA_STATE_RULES[state].witnessCount);
    expect(power).toContain(NOTARY_CERTIFICATE);
  });
});
