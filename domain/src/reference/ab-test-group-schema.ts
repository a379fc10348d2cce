import { z } from 'zod';
import { AB_TEST_VARIANT_B } from './cookies';

/**
 * The ab-test-group cookie's values (platform-core.md 9). Kept apart from cookies.ts, which the
 * web app's first load reads without zod (issue 21).
 */
export const AbTestGroupSchema = z.enum(['a', AB_TEST_VARIANT_B]);
