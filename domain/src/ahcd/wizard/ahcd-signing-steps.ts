import { ahcdExecution } from '../../execution/ahcd-execution';
import { AHCD_EXECUTION_RULES } from '../../execution/ahcd-execution-rules';
import { WITNESS_EXCLUSION_TEXT, type WitnessExclusion } from '../../execution/statute-check';
import { US_STATES, type UsStateCode } from '../../reference/us-states';

/** "a; b; or c", each phrase as it reads after "may not be". */
const either = (exclusions: readonly WitnessExclusion[]): string => {
  const phrases = exclusions.map((exclusion) => WITNESS_EXCLUSION_TEXT[exclusion]);
  return phrases.length === 1
    ? phrases.join('')
    : `${phrases.slice(0, -1).join('; ')}; or ${phrases.at(-1)}`;
};

/**
 * How to sign a healthcare directive in a state, in plain words, from the stricter of the
 * state's two parts (`ahcdExecution`): who signs, who may not be a witness, and the state's own
 * form or facility statement where it has one.
 */
export const ahcdSigningSteps = (state: UsStateCode): string[] => {
  const { formality, witnesses, statute } = ahcdExecution(state);
  const { statutoryForm, facilityStatement } = AHCD_EXECUTION_RULES[state];
  const name = US_STATES[state];
  const one = witnesses.count === 1;
  const adult =
    witnesses.minimumAge === 18 ? 'adult witness' : `witness aged ${witnesses.minimumAge} or older`;
  const who = one ? `one ${adult}` : `${witnesses.count} ${adult.replace('witness', 'witnesses')}`;
  const sign = {
    witnesses: `In ${name}, sign it in front of ${who}; ${one ? 'the witness signs' : 'they sign'} after you.`,
    'witnesses-or-notary': `In ${name}, sign it in front of ${who} or a notary; either is enough.`,
    'witnesses-and-notary': `In ${name}, sign it in front of ${who} and a notary.`,
    notary: `In ${name}, sign it in front of a notary.`,
  }[formality];

  // With one witness, "at least one of them" is that witness.
  const none = one
    ? [...witnesses.exclusions, ...(witnesses.oneWitnessExclusions ?? [])]
    : witnesses.exclusions;
  const atLeastOne = one ? [] : (witnesses.oneWitnessExclusions ?? []);
  const ifWitnesses = formality === 'witnesses-or-notary' ? 'If you use witnesses, ' : '';
  const subject = one ? 'the witness' : 'a witness';
  const sentence = (text: string) =>
    ifWitnesses ? `${ifWitnesses}${text}` : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  const witnessRules =
    formality === 'notary'
      ? []
      : none.length === 0 && atLeastOne.length === 0
        ? [
            `${name} law does not bar anyone in particular from being a witness, but it is safest not to ask your agents or anyone who would inherit from you.`,
          ]
        : [
            ...(none.length > 0 ? [sentence(`${subject} may not be: ${either(none)}.`)] : []),
            ...(atLeastOne.length > 0
              ? [`At least one of your witnesses may not be: ${either(atLeastOne)}.`]
              : []),
          ];

  return [
    'Print your directive and do not sign it yet.',
    sign,
    ...witnessRules,
    ...(statutoryForm
      ? [
          `${name} accepts only its own advance directive form (${statutoryForm.statute}). Make sure the directive you sign is that form; the state publishes it at ${statutoryForm.url}.`,
        ]
      : []),
    ...(facilityStatement
      ? [
          `If you are ${facilityStatement.setting} when you sign, you also need ${facilityStatement.who} (${facilityStatement.statute}).`,
        ]
      : []),
    `These rules come from ${statute}.`,
    'Give copies to your agents and your doctor, and keep the original where it can be found.',
  ];
};
