/** States whose wills may be notarized online (documents.md 4.4, 9). */
export const REMOTE_NOTARY_STATES = ['IL'] as const;

/**
 * A plan may be notarized online when the remote-witness flag is on, its state is listed, it is a
 * will with a self-proving affidavit, and it is not a mirror plan (documents.md 4.4).
 */
export const isRemoteNotaryEligible = (input: {
  readonly remoteWitnessFlag: boolean;
  readonly state: string | null | undefined;
  readonly planType: 'WILL' | 'RLT';
  readonly hasSelfProvingAffidavit: boolean;
  readonly hasMirror: boolean;
}): boolean =>
  input.remoteWitnessFlag &&
  (REMOTE_NOTARY_STATES as readonly string[]).includes(input.state ?? '') &&
  input.planType === 'WILL' &&
  input.hasSelfProvingAffidavit &&
  !input.hasMirror;
