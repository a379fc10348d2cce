import type { ExperimentName } from '@bequest/domain';
import type { ExperimentSubject } from './experiment-assignments.port';

/** An arm forced on a person, by a test or by staff, over whatever the assignment says. */
export interface ExperimentOverride extends ExperimentSubject {
  readonly experiment: ExperimentName;
  readonly arm: string;
  /** Who forced it: a staff member's id or a tool's name, for the record. */
  readonly setBy: string;
}

/** The arms forced on people, kept apart from the assignment so clearing one restores it. */
export interface ExperimentOverrides {
  /** The arms forced on a person, by experiment. */
  armsOf(subject: ExperimentSubject): Promise<Partial<Record<ExperimentName, string>>>;
  /** Forces the arm, replacing an earlier override of the same experiment. */
  set(override: ExperimentOverride, at: Date): Promise<void>;
  clear(subject: ExperimentSubject, experiment: ExperimentName): Promise<void>;
}
export const EXPERIMENT_OVERRIDES: symbol = Symbol.for('ExperimentOverrides');
