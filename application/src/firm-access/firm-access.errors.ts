import type { FirmScope } from '@bequest/domain';
import type { UseCaseError } from '../shared/errors';

/** A firm route called without a working key: missing, malformed, unknown, wrong or revoked. */
export const FIRM_UNAUTHENTICATED: UseCaseError<'FIRM.UNAUTHENTICATED'> = {
  code: 'FIRM.UNAUTHENTICATED',
  message:
    'Send a working API key of your firm as "Authorization: Bearer bqk_live_…". This one is missing, malformed, unknown or revoked.',
};

/** A working key without the scope the route needs: the message names the scope. */
export const scopeMissing = (scope: FirmScope): UseCaseError<'FIRM.SCOPE_MISSING'> => ({
  code: 'FIRM.SCOPE_MISSING',
  message: `This API key does not have the ${scope} scope. Ask your Bequest partner manager for a key with it.`,
  fields: { scope },
});

/** A document that exists but is not finished has no final PDF yet. */
export const DOCUMENT_NOT_FINISHED: UseCaseError<'DOCUMENT.NOT_FINISHED'> = {
  code: 'DOCUMENT.NOT_FINISHED',
  message: 'This document is not finished yet, so it has no final PDF.',
};
