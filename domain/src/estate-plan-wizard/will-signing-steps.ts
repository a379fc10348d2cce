import { WILL_EXECUTION_RULES, type WillSelfProof } from '../execution/will-execution-rules';
import { US_STATES, type UsStateCode } from '../reference/us-states';

const SELF_PROOF_STEP: Readonly<Record<WillSelfProof, (state: string) => string>> = {
  AFFIDAVIT: (state) =>
    `${state} accepts a self-proving affidavit: sign the attached affidavit, with your witnesses, in front of a notary. It lets the court accept your will without calling your witnesses.`,
  ATTESTATION_CLAUSE: (state) =>
    `In ${state} the witnesses' statement at the end of your will, signed by them, lets the court accept your will without calling them, so no notary is needed.`,
  NONE: (state) => `${state} does not use a self-proving affidavit, so no notary is needed.`,
};

/**
 * How to sign a will in a state, in plain words (documents.md 2.1 next steps), read from the
 * state's execution rule so the page and the PDF never disagree.
 */
export const willSigningSteps = (state: UsStateCode): string[] => {
  const rule = WILL_EXECUTION_RULES[state];
  const name = US_STATES[state];
  const witnesses = `${rule.witnesses} adult witnesses who inherit nothing under your will`;
  if (rule.notaryRequired)
    return [
      'Print your will on plain paper and do not sign it yet.',
      `In ${name}, sign it in front of a notary and ${witnesses}.`,
      'Sign or initial every page; the witnesses and the notary sign where the will shows.',
      'Keep the signed original somewhere safe and tell your executor where it is.',
    ];
  return [
    'Print your will on plain paper and do not sign it yet.',
    `Gather ${witnesses}. In ${name} they must watch you sign and then sign themselves.`,
    'Initial the bottom of each page, then sign and date the last page.',
    SELF_PROOF_STEP[rule.selfProof](name),
    'Keep the signed original somewhere safe and tell your executor where it is.',
  ];
};

/**
 * How to sign a living trust and its pour-over will: the trust before a notary, so banks and
 * title offices accept it, and the pour-over will as the state's will rule says.
 */
export const trustSigningSteps = (state: UsStateCode, isJoint: boolean): string[] => {
  const makers = isJoint ? 'both of you sign' : 'sign';
  const [print, ...will] = willSigningSteps(state);
  return [
    print!,
    `Take the trust to a notary and ${makers} it there; the notary completes the acknowledgment.`,
    `Then sign your pour-over ${isJoint ? 'wills' : 'will'}: ${will[0]!.charAt(0).toLowerCase()}${will[0]!.slice(1)}`,
    ...will.slice(1),
    'Move your property into the trust: deeds, bank and brokerage accounts in the trust’s name.',
  ];
};
