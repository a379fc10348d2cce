import { einOf, type ExemptOrganization, type ReceivingDetails } from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import type { NonprofitDirectory } from '../ports/nonprofit-directory.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';

/** A nonprofit of the directory and where it receives shares, if staff have said. */
export interface NonprofitReceiving {
  readonly organization: ExemptOrganization;
  readonly details: ReceivingDetails | null;
}

export type NonprofitReceivingFailure = UseCaseError<'REQUEST.INVALID' | 'REQUEST.NOT_FOUND'>;

/** The directory's nonprofit with the typed EIN, or the EIN at fault, or not found. */
export const receivingOrganizationOf = async (
  directory: NonprofitDirectory,
  typedEin: string,
): Promise<Result<ExemptOrganization, NonprofitReceivingFailure>> => {
  const ein = einOf(typedEin);
  if (!ein) return err(invalidInput({ ein: 'Give the nonprofit’s EIN, such as 94-1156365.' }));
  const [organization] = await directory.organizationsByEin([ein]);
  return organization ? ok(organization) : err(notFound('Nonprofit'));
};
