import { AHCD_EXECUTION_RULES } from '../execution/ahcd-execution-rules';
import { US_STATES, type UsStateCode } from '../reference/us-states';

/** How to sign a healthcare directive in a state, in plain words, from the state's rule. */
export const ahcdSigningSteps = (state: UsStateCode): string[] => {
  const rule = AHCD_EXECUTION_RULES[state];
  const name = US_STATES[state];
  const witnesses =
    rule.witnesses === 1 ? 'one adult witness' : `${rule.witnesses} adult witnesses`;
  const who = {
    witnesses: `In ${name}, sign it in front of ${witnesses}; ${rule.witnesses === 1 ? 'the witness signs' : 'they sign'} after you.`,
    'witnesses-or-notary': `In ${name}, sign it in front of ${witnesses} or a notary; either is enough.`,
    'witnesses-and-notary': `In ${name}, sign it in front of ${witnesses} and a notary.`,
    notary: `In ${name}, sign it in front of a notary.`,
  }[rule.formality];
  return [
    'Print your directive and do not sign it yet.',
    who,
    'Your witnesses should not be your agents, your doctors, or people who inherit from you.',
    'Give copies to your agents and your doctor, and keep the original where it can be found.',
  ];
};
