import { z } from 'zod';

/** An `Idempotency-Key` (idempotency.ts): 1 to 255 visible ASCII characters; the SDK sends a UUID. */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Send 1 to 255 visible ASCII characters, such as a UUID');
