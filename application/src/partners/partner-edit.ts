import { fieldErrorsOf, PartnerEditSchema, type PartnerEdit } from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import { invalidInput, type UseCaseError } from '../shared/errors';

export const URL_NAME_TAKEN = { urlName: 'Another partner has this URL name.' };

export type PartnerEditError = UseCaseError<'REQUEST.INVALID'>;

/** The edit, or the fields at fault by their names. */
export const partnerEditFrom = (input: unknown): Result<PartnerEdit, PartnerEditError> => {
  const edit = PartnerEditSchema.safeParse(input);
  return edit.success ? ok(edit.data) : err(invalidInput(fieldErrorsOf(edit.error.issues)));
};
