import type { ExperimentName } from '@bequest/domain';

/** The person an experiment assigns: identified by id only, never by e-mail or name. */
export interface ExperimentSubject {
  readonly tenantId: string;
  /** The account id, the id every arm is sticky to (ADR 0023). */
  readonly personId: string;
}

/**
 * Where a person's arm comes from (ADR 0023): the built-in sticky hash by default, an
 * experimentation service when one is configured.
 */
export interface ExperimentAssignments {
  /** The person's arm, or null where the experiment does not run for them. */
  armOf(experiment: ExperimentName, subject: ExperimentSubject): Promise<string | null>;
}
export const EXPERIMENT_ASSIGNMENTS: symbol = Symbol.for('ExperimentAssignments');
