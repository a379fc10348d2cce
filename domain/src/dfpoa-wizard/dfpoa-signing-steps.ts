import { DFPOA_STATE_RULES } from '../dfpoa/state-rules';
import { US_STATES, type UsStateCode } from '../reference/us-states';

/** How to sign a power of attorney in a state, in plain words, from the state's rule. */
export const dfpoaSigningSteps = (state: UsStateCode): string[] => {
  const rule = DFPOA_STATE_RULES[state];
  const name = US_STATES[state];
  const witnesses =
    rule.witnessCount === 0
      ? 'a notary'
      : `a notary and ${rule.witnessCount === 1 ? 'one adult witness' : `${rule.witnessCount} adult witnesses`}`;
  return [
    'Print your power of attorney and do not sign it yet.',
    `In ${name}, sign it in front of ${witnesses}; the notary completes the acknowledgment.`,
    ...(rule.witnessCount > 0
      ? ['Your witnesses should not be your agent, your agent’s spouse or your relatives.']
      : []),
    ...(rule.recordingTopMargin
      ? [
          `To use it for real estate, record it with the county; keep the ${rule.recordingTopMargin}-inch top margin blank for the recorder.`,
        ]
      : []),
    'Give your agent a copy and keep the original where they can find it.',
  ];
};
