import { isTrustAvailableInState, showsAllStatesTrust } from '../eligibility/trust-eligibility';

type AllStatesInput = Parameters<typeof showsAllStatesTrust>[0];
type StateInput = Parameters<typeof isTrustAvailableInState>[0];

/**
 * Whether a trust is offered in a state (documents.md 5.3) with the all-states rule fed its real
 * inputs, and whether the FW_TRUST_ALL_STATES experiment's has_trust_all_states decided it: only
 * then has the person been exposed to the experiment's arm. The "product mode" the all-states rule
 * names is the tenant's trust product being on (rlt.enabled, ADR 0023).
 */
export const trustOffer = (
  input: Omit<AllStatesInput, 'productModeApplies'> & Omit<StateInput, 'showsAllStatesTrust'>,
): { readonly available: boolean; readonly decidedByExperiment: boolean } => {
  const availableWith = (experimentHasTrustAllStates: boolean) =>
    isTrustAvailableInState({
      ...input,
      showsAllStatesTrust: showsAllStatesTrust({
        ...input,
        productModeApplies: input.rlt.enabled,
        experimentHasTrustAllStates,
      }),
    });
  return {
    available: availableWith(input.experimentHasTrustAllStates),
    decidedByExperiment: availableWith(true) !== availableWith(false),
  };
};
