import { z } from 'zod';
import { isFlagOn } from './feature-flags';

/** Experiments and the parameter each one reads (platform-core.md 9, documents.md 2.9, 9). */
export const EXPERIMENTS = {
  FW_TRUST_ALL_STATES: { parameter: 'has_trust_all_states' },
  FW_REPEAT_WILL_USER_EXPERIMENT: { parameter: null },
  FW_SHARE_WILL_FLOW_USERS_OPTIONAL: { parameter: null },
  FW_DOWNLOAD_PAGE_REDESIGN: { parameter: null },
  attorney_consult_banner_copy: { parameter: 'banner_copy' },
} as const satisfies Record<string, { parameter: string | null }>;
export type ExperimentName = keyof typeof EXPERIMENTS;
export const EXPERIMENT_NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];

/** Which experiments run in this deployment. */
export type ExperimentSwitches = Readonly<Record<ExperimentName, boolean>>;

/**
 * The experiments that run: each switched on by its own variable, read like a flag (boolean or
 * the string "true"). Off by default, so nobody is enrolled until an experiment is switched on.
 */
export const resolveExperimentSwitches = (
  overrides: Readonly<Record<string, unknown>> = {},
): ExperimentSwitches =>
  Object.fromEntries(
    EXPERIMENT_NAMES.map((name) => [
      name,
      Object.hasOwn(overrides, name) && isFlagOn(overrides[name]),
    ]),
  ) as Record<ExperimentName, boolean>;

/** Arms of the repeat-will-user experiment; A and B are the non-control arms (platform-core.md 4.2, 9). */
export const REPEAT_WILL_USER_ARMS = ['control', 'A', 'B'] as const;
export const RepeatWillUserArmSchema = z.enum(REPEAT_WILL_USER_ARMS);
export type RepeatWillUserArm = (typeof REPEAT_WILL_USER_ARMS)[number];

/** True in a non-control arm (A or B) of the repeat-will-user experiment (platform-core.md 4.2, 9). */
export const isRepeatWillUserTreatmentArm = (arm: string | null | undefined): boolean =>
  arm === 'A' || arm === 'B';
