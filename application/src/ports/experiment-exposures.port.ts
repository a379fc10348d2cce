import type { ExperimentName } from '@bequest/domain';
import type { ExperimentSubject } from './experiment-assignments.port';

/** A person shown what an arm decides. */
export interface ExperimentExposure extends ExperimentSubject {
  readonly experiment: ExperimentName;
  readonly arm: string;
  /** The arm came from an override (tests, staff), so analysis can leave it out. */
  readonly forced: boolean;
}

export interface KeptExposure extends ExperimentExposure {
  readonly exposedAt: Date;
}

/** The exposure log: one row per person and experiment, the first exposure. */
export interface ExperimentExposures {
  /** Logs the exposure unless the person was exposed to the experiment before; answers the kept one. */
  recordFirst(exposure: ExperimentExposure, at: Date): Promise<KeptExposure>;
}
export const EXPERIMENT_EXPOSURES: symbol = Symbol.for('ExperimentExposures');
