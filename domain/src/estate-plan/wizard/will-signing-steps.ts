import { WITNESS_EXCLUSION_TEXT } from '../../execution/statute-check';
import { TRUST_EXECUTION_RULES } from '../../execution/trust-execution-rules';
import {
  WILL_EXECUTION_RULES,
  type WillExecutionRule,
  type WillSelfProof,
} from '../../execution/will-execution-rules';
import { US_STATES, type UsStateCode } from '../../reference/us-states';

/** "The District of Columbia" where the place opens a sentence. */
const capitalized = (place: string) => place.charAt(0).toUpperCase() + place.slice(1);

const SELF_PROOF_STEP: Readonly<Record<WillSelfProof, (state: string) => string>> = {
  AFFIDAVIT: (state) =>
    `${capitalized(state)} accepts a self-proving affidavit: sign the attached affidavit, with your witnesses, in front of a notary. It lets the court accept your will without calling your witnesses.`,
  WITNESS_AFFIDAVIT: (state) =>
    `After you sign, each witness may sign the attached affidavit in front of a notary. In ${state} it lets the court accept your will without calling your witnesses. They can also sign it later.`,
  ATTESTATION_CLAUSE: (state) =>
    `In ${state} the witnesses' statement at the end of your will, signed by them, lets the court accept your will without calling them, so no notary is needed.`,
  NONE: (state) =>
    `${capitalized(state)} has no self-proving affidavit for a paper will, so no notary is needed. Keep your witnesses' names and addresses with your will in case the court asks them to confirm it.`,
};

/** Who may not witness, in the shared words (statute-check.ts), or whom it is safest to choose. */
const witnessRule = ({ witnesses }: WillExecutionRule): string =>
  witnesses.exclusions.length > 0
    ? `A witness may not be ${witnesses.exclusions.map((who) => WITNESS_EXCLUSION_TEXT[who]).join(' or ')}.`
    : 'It is safest to choose witnesses who receive nothing under your will.';

/**
 * How to sign a will in a state, in plain words (documents.md 2.1 next steps), read from the
 * state's execution rule so the page and the PDF never disagree.
 */
export const willSigningSteps = (state: UsStateCode): string[] => {
  const rule = WILL_EXECUTION_RULES[state];
  const name = state === 'DC' ? 'the District of Columbia' : US_STATES[state];
  const witnesses = `${rule.witnesses.count} adult witnesses, each at least ${rule.witnesses.minimumAge} years old`;
  if (rule.notaryRequired)
    return [
      'Print your will on plain paper and do not sign it yet.',
      `In ${name}, sign it in front of a notary and ${witnesses}.`,
      witnessRule(rule),
      'Sign at the end of the will and on each of its other pages, so it proves itself; the witnesses and the notary sign where the will shows.',
      'Keep the signed original somewhere safe and tell your executor where it is.',
    ];
  return [
    'Print your will on plain paper and do not sign it yet.',
    `Gather ${witnesses}. In ${name} they must watch you sign and then sign themselves.`,
    witnessRule(rule),
    'Initial the bottom of each page, then sign and date the last page.',
    SELF_PROOF_STEP[rule.selfProof](name),
    'Keep the signed original somewhere safe and tell your executor where it is.',
  ];
};

/**
 * How to sign a living trust and its pour-over wills, in order (issue 18): first the trust and
 * its Certification of Trust before a notary (and witnesses where the state's trust row asks
 * for them), then each pour-over will exactly as the state's will rule says.
 */
export const trustSigningSteps = (state: UsStateCode, isJoint: boolean): string[] => {
  const trust = TRUST_EXECUTION_RULES[state];
  // The will's own steps without printing it (above) or keeping it (below).
  const will = willSigningSteps(state).slice(1, -1);
  const makers = isJoint ? 'Both of you sign' : 'Sign';
  const trustWitnesses =
    trust.witnesses === 0
      ? ''
      : ` and ${trust.witnesses === 1 ? 'one witness' : `${trust.witnesses} witnesses`}, as ${US_STATES[state]} law asks of a trust (${trust.statute})`;
  return [
    `Print the trust, its Certification of Trust and your pour-over ${isJoint ? 'wills' : 'will'}; do not sign anything yet.`,
    `1. The trust: ${makers.toLowerCase()} the trust and the Certification of Trust in front of a notary${trustWitnesses}. The notary completes both certificates.`,
    `2. ${isJoint ? 'Each pour-over will' : 'Your pour-over will'}: it is a will, so sign it as ${US_STATES[state]} law asks of a will.`,
    ...will,
    'Keep the signed originals together where your successor trustee can find them.',
    '3. Move your property into the trust: deeds, bank and brokerage accounts in the trust’s name.',
  ];
};
