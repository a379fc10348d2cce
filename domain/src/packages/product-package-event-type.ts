import { z } from 'zod';

/** ProductPackageEvent types (platform-core.md 3). */
export const PRODUCT_PACKAGE_EVENT_TYPES = [
  'SCHEDULE_STRATEGIST_CALL',
  'SKIP_STRATEGIST_CALL',
  'REQUEST_PRINT_AND_MAIL',
] as const;
export const ProductPackageEventTypeSchema = z.enum(PRODUCT_PACKAGE_EVENT_TYPES);
export type ProductPackageEventType = z.infer<typeof ProductPackageEventTypeSchema>;
