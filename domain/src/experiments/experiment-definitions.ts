import { z } from 'zod';
import { EXPERIMENT_NAMES, EXPERIMENTS, type ExperimentName } from '../reference/experiments';

/** An arm of an experiment: its name, its share of people (a whole weight) and its parameter. */
export interface ExperimentArmDefinition {
  readonly name: string;
  readonly weight: number;
  /** The value of the experiment's parameter in this arm; null for an experiment without one. */
  readonly parameter: boolean | string | null;
}

/**
 * The arms of each experiment of platform-core.md 9 and documents.md 9 (ADR 0023). The first arm
 * is the control: what everyone outside the experiment sees. Weights are whole numbers, so an
 * arm's share is its weight over the experiment's total; the repeat-will-user arms keep the
 * order and equal weights they were assigned with before (ADR 0013), so nobody changes arm.
 */
export const EXPERIMENT_DEFINITIONS = {
  FW_TRUST_ALL_STATES: {
    arms: [
      { name: 'control', weight: 80, parameter: false },
      { name: 'all_states', weight: 20, parameter: true },
    ],
  },
  FW_REPEAT_WILL_USER_EXPERIMENT: {
    arms: [
      { name: 'control', weight: 1, parameter: null },
      { name: 'A', weight: 1, parameter: null },
      { name: 'B', weight: 1, parameter: null },
    ],
  },
  FW_SHARE_WILL_FLOW_USERS_OPTIONAL: {
    arms: [
      { name: 'control', weight: 50, parameter: null },
      { name: 'optional', weight: 50, parameter: null },
    ],
  },
  FW_DOWNLOAD_PAGE_REDESIGN: {
    arms: [
      { name: 'control', weight: 50, parameter: null },
      { name: 'redesign', weight: 50, parameter: null },
    ],
  },
  attorney_consult_banner_copy: {
    arms: [
      { name: 'control', weight: 50, parameter: 'talk_to_attorney' },
      { name: 'questions', weight: 50, parameter: 'questions_answered' },
    ],
  },
} as const satisfies Record<ExperimentName, { arms: readonly ExperimentArmDefinition[] }>;

/** The arm names of an experiment. */
export type ExperimentArm<E extends ExperimentName = ExperimentName> =
  (typeof EXPERIMENT_DEFINITIONS)[E]['arms'][number]['name'];

/** The arm definition of an experiment by its name, or undefined for a name it does not have. */
export const experimentArm = (
  experiment: ExperimentName,
  arm: string,
): ExperimentArmDefinition | undefined =>
  (EXPERIMENT_DEFINITIONS[experiment].arms as readonly ExperimentArmDefinition[]).find(
    (definition) => definition.name === arm,
  );

/** The arm names of an experiment, in order, the control first. */
export const experimentArmNames = (experiment: ExperimentName): readonly string[] =>
  EXPERIMENT_DEFINITIONS[experiment].arms.map((arm) => arm.name);

export const ExperimentNameSchema = z.enum(
  EXPERIMENT_NAMES as [ExperimentName, ...ExperimentName[]],
);

/** The arm a person is in, with the parameter the arm carries (named by EXPERIMENTS). */
export const ExperimentArmViewSchema = z.object({
  arm: z.string(),
  parameter: z.union([z.boolean(), z.string()]).nullable(),
  /** Set by an override (tests, staff) rather than by the assignment. */
  forced: z.boolean(),
});
export type ExperimentArmView = z.output<typeof ExperimentArmViewSchema>;

/** The view of an arm: its name and its parameter; undefined for a name the experiment lacks. */
export const experimentArmView = (
  experiment: ExperimentName,
  arm: string,
  forced: boolean,
): ExperimentArmView | undefined => {
  const definition = experimentArm(experiment, arm);
  return definition && { arm: definition.name, parameter: definition.parameter, forced };
};

/** The parameter each experiment reads, by experiment (platform-core.md 9). */
export const experimentParameterName = (experiment: ExperimentName): string | null =>
  EXPERIMENTS[experiment].parameter;
