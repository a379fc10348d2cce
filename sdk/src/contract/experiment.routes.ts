import {
  EXPERIMENT_NAMES,
  ExperimentArmViewSchema,
  ExperimentNameSchema,
  type ExperimentName,
} from '@bequest/domain';
import { z } from 'zod';
import { route } from './route';

const armOrNone = ExperimentArmViewSchema.nullable();

/** The current person's arm of each experiment; null where they are not in it. */
export const ExperimentArmsSchema = z.object({
  arms: z.object(
    Object.fromEntries(EXPERIMENT_NAMES.map((name) => [name, armOrNone])) as Record<
      ExperimentName,
      typeof armOrNone
    >,
  ),
});
export type ExperimentArms = z.output<typeof ExperimentArmsSchema>;

/** A person's first exposure to an experiment, the one the log keeps. */
export const ExperimentExposureSchema = z.object({
  experiment: ExperimentNameSchema,
  arm: z.string(),
  forced: z.boolean(),
  exposedAt: z.iso.datetime(),
});

/** Experiments (platform-core.md 9, documents.md 9, ADR 0023): arms and exposures. */
export const experimentRoutes = {
  getExperimentArms: route({
    method: 'GET',
    path: '/me/experiments',
    summary:
      "The current person's arm of each experiment with the parameter it carries (null: not in it); reading exposes nobody",
    auth: 'session',
    response: ExperimentArmsSchema,
  }),
  logExperimentExposure: route({
    method: 'POST',
    path: '/me/experiments/:experiment/exposure',
    summary:
      'Log that the current person was shown what their arm decides: the first exposure to an experiment is kept, a later one changes nothing',
    auth: 'session',
    params: z.object({ experiment: ExperimentNameSchema }),
    response: ExperimentExposureSchema,
    errors: [{ status: 409, code: 'EXPERIMENT.NOT_ENROLLED' }],
  }),
};
