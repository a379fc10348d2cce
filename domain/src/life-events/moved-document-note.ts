import { statutoryWitnessCount, DFPOA_STATE_RULES } from '../execution/dfpoa-execution-rules';
import type { DocumentKind } from '../documents/document-registry';
import { ahcdExecution } from '../execution/ahcd-execution';
import { AHCD_EXECUTION_RULES, type AhcdFormality } from '../execution/ahcd-execution-rules';
import type { StatuteCheck } from '../execution/statute-check';
import { TRUST_EXECUTION_RULES, type TrustFormality } from '../execution/trust-execution-rules';
import { WILL_EXECUTION_RULES, type WillSelfProof } from '../execution/will-execution-rules';
import { isUsStateCode, US_STATES, type UsStateCode } from '../reference/us-states';

/** Whether the document was marked signed (and not changed since) before the move. */
export type SignedBeforeMove = boolean;

const DOCUMENT_WORDS = {
  WILL: 'will',
  RLT: 'trust',
  AHCD: 'health care directive',
  DFPOA: 'power of attorney',
} as const satisfies Record<DocumentKind, string>;

const nameOf = (state: string): string => (isUsStateCode(state) ? US_STATES[state] : state);

/** How a will proves itself in court without its witnesses (the will table's `selfProof`). */
const SELF_PROOF_WORDS: Readonly<Record<WillSelfProof, string>> = {
  AFFIDAVIT: 'a self-proving affidavit sworn before a notary',
  WITNESS_AFFIDAVIT: 'the witnesses’ own affidavit',
  ATTESTATION_CLAUSE: 'the witnesses’ attestation in the will itself',
  NONE: 'no self-proving statement: the witnesses, or proof of their handwriting, may be needed',
};

const TRUST_FORMALITY_WORDS: Readonly<Record<TrustFormality, string>> = {
  signature: 'your signature',
  'will-formalities': 'the formalities of a will (two witnesses)',
  witnessed: 'a witness',
  'acknowledged-or-witnessed': 'a notary’s acknowledgment or two witnesses',
  'authentic-act': 'a notary and two witnesses',
};

const COUNT_WORDS = ['no', 'one', 'two', 'three'] as const;
const witnessWords = (count: number): string =>
  `${COUNT_WORDS[count] ?? count} ${count === 1 ? 'witness' : 'witnesses'}`;

const ahcdWords = (formality: AhcdFormality, count: number): string =>
  ({
    witnesses: witnessWords(count),
    'witnesses-or-notary': `${witnessWords(count)} or a notary`,
    'witnesses-and-notary': `${witnessWords(count)} and a notary`,
    notary: 'a notary',
  })[formality];

const dfpoaWords = (state: UsStateCode): string => {
  const rule = DFPOA_STATE_RULES[state];
  const count = statutoryWitnessCount(rule);
  const notary = rule.notary === 'required';
  if (count === 0) return notary ? 'a notary' : 'your signature (a notary is advised)';
  return notary ? `${witnessWords(count)} and a notary` : witnessWords(count);
};

/** A row our reading of which is not yet confirmed at the official source says so. */
const unconfirmed = (row: StatuteCheck, to: string): string =>
  row.unverified === undefined
    ? ''
    : ` Our reading of ${to}’s rules is not yet confirmed at the official source.`;

const willNote = (from: UsStateCode, to: UsStateCode): string => {
  const before = WILL_EXECUTION_RULES[from];
  const after = WILL_EXECUTION_RULES[to];
  const [From, To] = [nameOf(from), nameOf(to)];
  const parts = [
    `Most states accept a will that was validly signed under the law of the state where it was signed, but ${To} has its own rules for proving a will in court (${after.statute}).`,
  ];
  if (after.notaryRequired && !before.notaryRequired)
    parts.push(`${To} asks for a notary as well as two witnesses for a will signed there.`);
  if (after.selfProof !== before.selfProof)
    parts.push(
      `Your will carries ${SELF_PROOF_WORDS[before.selfProof]} under ${From}’s rules; ${To} uses ${SELF_PROOF_WORDS[after.selfProof]}, so its court may ask for your witnesses.`,
    );
  else if (after.selfProof !== 'NONE')
    parts.push(
      `Whether ${To}’s court accepts ${From}’s form of self-proof without calling your witnesses is a question for a lawyer in ${To}.`,
    );
  return parts.join(' ') + unconfirmed(after, To);
};

const trustNote = (from: UsStateCode, to: UsStateCode): string => {
  const before = TRUST_EXECUTION_RULES[from];
  const after = TRUST_EXECUTION_RULES[to];
  const [From, To] = [nameOf(from), nameOf(to)];
  const same = before.formality === after.formality;
  return (
    `Your trust was signed under ${From}’s rules, which ask for ${TRUST_FORMALITY_WORDS[before.formality]}; ` +
    `${To} asks for ${TRUST_FORMALITY_WORDS[after.formality]} (${after.statute})` +
    (same ? ', the same. ' : '. ') +
    `Whether your trust needs changes under ${To}’s law, and how real estate there is deeded to it, is a question for a lawyer in ${To}. Your pour-over will is a will: what is said of wills applies to it.` +
    unconfirmed(after, To)
  );
};

const ahcdNote = (from: UsStateCode, to: UsStateCode): string => {
  const before = ahcdExecution(from);
  const after = ahcdExecution(to);
  const rule = AHCD_EXECUTION_RULES[to];
  const form = rule.statutoryForm;
  const [From, To] = [nameOf(from), nameOf(to)];
  return (
    `Your directive was signed under ${From}’s rules, with ${ahcdWords(before.formality, before.witnesses.count)}; ` +
    `${To} asks for ${ahcdWords(after.formality, after.witnesses.count)} (${after.statute}). ` +
    (form ? `${To} has its own statutory form (${form.statute}). ` : '') +
    `Many states honor a directive validly made in another state, but not all in the same way, and doctors in ${To} know its own rules best.` +
    unconfirmed(rule.agent.unverified === undefined ? rule.livingWill : rule.agent, To)
  );
};

const dfpoaNote = (from: UsStateCode, to: UsStateCode): string => {
  const after = DFPOA_STATE_RULES[to];
  const [From, To] = [nameOf(from), nameOf(to)];
  const act = after.uniformAct
    ? `${To} has enacted the Uniform Power of Attorney Act (${after.uniformAct.chapter}), which generally recognizes a power of attorney validly signed in another state, though a bank there may still ask for ${To}’s own form.`
    : `${To} has its own power of attorney statute: ask a lawyer in ${To} whether it accepts one signed in ${From}.`;
  return (
    `Your power of attorney was signed under ${From}’s rules, with ${dfpoaWords(from)}; ` +
    `${To} asks for ${dfpoaWords(to)} (${after.statute}). ${act}` +
    unconfirmed(after, To)
  );
};

const SIGNED_NOTES = {
  WILL: willNote,
  RLT: trustNote,
  AHCD: ahcdNote,
  DFPOA: dfpoaNote,
} as const satisfies Record<DocumentKind, (from: UsStateCode, to: UsStateCode) => string>;

/** The rules for signing a kind in a state, as its execution table cites them. */
const signingStatute = (kind: DocumentKind, state: UsStateCode): string =>
  ({
    WILL: () => WILL_EXECUTION_RULES[state].statute,
    RLT: () => TRUST_EXECUTION_RULES[state].statute,
    AHCD: () => ahcdExecution(state).statute,
    DFPOA: () => DFPOA_STATE_RULES[state].statute,
  })[kind]();

/**
 * How the new state treats a document after a move (issue 29), from the execution tables: for a
 * signed document, what each state asks and what is left to a lawyer there; for one not yet
 * signed, to sign it under the new state's rules. A state outside the tables gets no reading of
 * its law, only the advice to ask a lawyer there.
 */
export const movedDocumentNote = (
  kind: DocumentKind,
  from: string,
  to: string,
  signed: SignedBeforeMove,
): string => {
  const word = DOCUMENT_WORDS[kind];
  if (!isUsStateCode(to))
    return `Our signing rules do not cover ${nameOf(to)}: ask a lawyer there how it treats a ${word} ${signed ? 'signed' : 'made'} in ${nameOf(from)}.`;
  if (!signed)
    return `You have not marked your ${word} signed. Review it so it is made for ${nameOf(to)}, then sign it under ${nameOf(to)}’s rules (${signingStatute(kind, to)}).`;
  if (!isUsStateCode(from))
    return `Ask a lawyer in ${nameOf(to)} whether it accepts a ${word} signed in ${nameOf(from)}; ${nameOf(to)}’s own rules are ${signingStatute(kind, to)}.`;
  return SIGNED_NOTES[kind](from, to);
};
