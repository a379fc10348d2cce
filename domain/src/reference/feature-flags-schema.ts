import { z } from 'zod';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from './feature-flags';

/**
 * The flags in effect, as the server answers them to clients. Kept apart from feature-flags.ts,
 * which the web app's first load reads without zod (issue 21).
 */
export const FeatureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<
    FeatureFlagName,
    z.ZodBoolean
  >,
);
