import type { ExperimentName } from '../reference/experiments';
import { EXPERIMENT_DEFINITIONS, type ExperimentArm } from './experiment-definitions';
import { stableHash } from './stable-hash';

/**
 * The arm a person is in (ADR 0023): the hash of the experiment's name and the person's id, taken
 * modulo the arms' total weight, falls in one arm's run of weight. Pure and deterministic, so a
 * person keeps the arm on every call, on every server and after every restart; salted with the
 * experiment's name, so experiments split people independently.
 */
export const assignExperimentArm = <E extends ExperimentName>(
  experiment: E,
  personId: string,
): ExperimentArm<E> => {
  const arms: readonly { readonly name: string; readonly weight: number }[] =
    EXPERIMENT_DEFINITIONS[experiment].arms;
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0);
  let bucket = stableHash(`${experiment}:${personId}`) % total;
  // The bucket is below the total, so some arm's run of weight holds it.
  const arm = arms.find((candidate) => (bucket -= candidate.weight) < 0)!;
  return arm.name as ExperimentArm<E>;
};
