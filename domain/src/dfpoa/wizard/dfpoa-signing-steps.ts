import { DFPOA_STATE_RULES, statutoryWitnessCount } from '../../execution/dfpoa-execution-rules';
import { WITNESS_EXCLUSION_TEXT, type WitnessExclusion } from '../../execution/statute-check';
import { listing } from '../../reference/listing';
import { US_STATES, type UsStateCode } from '../../reference/us-states';

const adultWitnesses = (count: number) =>
  count === 1 ? 'one adult witness' : `${count} adult witnesses`;

/** "your agent, your spouse or the notary …" from the shared wording of each exclusion. */
const either = (exclusions: readonly WitnessExclusion[], more?: string) => {
  return listing(
    [
      ...exclusions.map((exclusion) => WITNESS_EXCLUSION_TEXT[exclusion]),
      ...(more === undefined ? [] : [more]),
    ],
    'or',
  );
};

/**
 * How to sign a power of attorney in a state, in plain words, from the state's rule: the
 * witnesses and notary the statute asks for, who may not be a witness, why a notary the law does
 * not require is still worth having, and any witness only the project asks for, said to be the
 * project's and not the law's.
 */
export const dfpoaSigningSteps = (state: UsStateCode): string[] => {
  const rule = DFPOA_STATE_RULES[state];
  const name = US_STATES[state];
  const byLaw = statutoryWitnessCount(rule);
  const extra = rule.witnessCount - byLaw;
  const lawWitnesses = byLaw === 0 ? 'a notary' : `a notary and ${adultWitnesses(byLaw)}`;

  const notary =
    rule.notary === 'required'
      ? `Do not skip the notary: in ${name} this power of attorney does not work as written without the notary’s acknowledgment.`
      : `${name} law does not require the notary, but we strongly recommend one: a notarized signature is presumed genuine, and banks and title companies expect it before they accept the document or record it for real estate.`;

  const statutoryWitnesses =
    byLaw === 0
      ? []
      : [
          rule.witnessExclusions.length > 0 || rule.moreWitnessExclusions
            ? `Your witnesses must be adults who watch you sign. By ${name} law a witness may not be ${either(rule.witnessExclusions, rule.moreWitnessExclusions)}.`
            : `Your witnesses must be adults who watch you sign. ${name} law does not rule out anyone in particular, but pick people who are not your agent or related to you: independent witnesses make the document harder to challenge.`,
        ];

  const projectWitnesses =
    extra === 0
      ? []
      : [
          `We also ask you to have ${adultWitnesses(extra)} watch you sign and sign too. ${name} law does not require ${extra === 1 ? 'this witness' : 'these witnesses'} for the power of attorney to be valid. ${rule.beyondTheLaw}`,
          ...(rule.witnessExclusions.length > 0
            ? [`We suggest a witness who is not ${either(rule.witnessExclusions)}.`]
            : []),
        ];

  const notices = (rule.requiredNotices ?? []).flatMap((notice) =>
    notice.signer === 'principal'
      ? [
          `Sign and date the notice at the beginning too (${notice.statute}): ${name} law asks for your signature on it.`,
        ]
      : notice.signer === 'agent'
        ? [
            `Before acting for you, each agent you named signs their own acknowledgment at the end (${notice.statute}).`,
          ]
        : [],
  );

  return [
    'Print your power of attorney and do not sign it yet.',
    `In ${name}, sign it in front of ${lawWitnesses}; the notary completes the acknowledgment.`,
    notary,
    ...notices,
    ...statutoryWitnesses,
    ...projectWitnesses,
    ...(rule.recordingTopMargin
      ? [
          `To use it for real estate, record it with the county; keep the ${rule.recordingTopMargin}-inch top margin blank for the recorder.`,
        ]
      : []),
    'Give your agent a copy and keep the original where they can find it.',
  ];
};
