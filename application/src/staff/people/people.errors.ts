import type { UseCaseError } from '../../shared/errors';

/** Support asked for what the account's state makes pointless; nothing was done or recorded. */
export const notApplicable = (message: string): UseCaseError<'PERSON.NOT_APPLICABLE'> => ({
  code: 'PERSON.NOT_APPLICABLE',
  message,
});
