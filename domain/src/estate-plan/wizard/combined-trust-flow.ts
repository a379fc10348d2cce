import { TRUST_FLOW, type EstatePlanFlow, type WizardStep } from './estate-plan-flows';

/** The question of the trust's one step for both roles. */
export const COMBINED_TRUSTEES_EXECUTORS_QUESTION =
  'Who should manage your trust and carry out your pour-over will?';

/**
 * The trust's steps where the tenant asks one question for the successor trustees and the
 * pour-over will's executors (product configuration `combine_trustees_executors`, ADR 0030):
 * the trustees' step names both, completing both sections, and the executors' step is not asked.
 * In a file of its own, so the web's first load, which reads TRUST_FLOW, does not carry it.
 */
const combinedTrustFlow = (): EstatePlanFlow => ({
  ...TRUST_FLOW,
  trusteesAreExecutors: true,
  movedPaths: {
    '/nominees/trustees-and-executors/will-executors':
      '/nominees/trustees-and-executors/successor-trustees',
  },
  steps: TRUST_FLOW.steps.flatMap((candidate): WizardStep[] => {
    if (candidate.kind === 'executors') return [];
    if (candidate.kind === 'successor-trustees')
      return [
        { ...candidate, section: 'WILL_EXECUTORS', question: COMBINED_TRUSTEES_EXECUTORS_QUESTION },
      ];
    return [candidate];
  }),
});

/** The trust's flow for a tenant's product configuration. */
export const trustFlow = (productConfig: {
  readonly combine_trustees_executors: boolean;
}): EstatePlanFlow => (productConfig.combine_trustees_executors ? combinedTrustFlow() : TRUST_FLOW);
