import { StaffReasonSchema } from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import { invalidInput, type UseCaseError } from '../shared/errors';

/** The reason a step that ends a queued request needs, or the answer naming `reason`. */
export const closingReason = (
  reason: string | undefined,
): Result<string, UseCaseError<'REQUEST.INVALID'>> => {
  const parsed = StaffReasonSchema.safeParse(reason);
  return parsed.success
    ? ok(parsed.data)
    : err(invalidInput({ reason: parsed.error.issues[0]?.message ?? 'Give a reason.' }));
};
