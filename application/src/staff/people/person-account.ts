import { err, ok, type Result } from 'neverthrow';
import type { AccountRecord, AccountRepository } from '../../ports/account-repository.port';
import type { StaffPeopleDirectory } from '../../ports/staff-people.port';
import { notFound, type UseCaseError } from '../../shared/errors';

/** What support gives for an action on a person's account: whose, why, and the request's origin. */
export interface PersonActionInput {
  readonly accountId: string;
  /** 10 to 500 characters (the contract's StaffReasonSchema); the person reads it. */
  readonly reason: string;
  /** The origin the console was reached at; the person's links use their tenant's own. */
  readonly origin: string;
}

export type PersonActionError = UseCaseError<'REQUEST.NOT_FOUND' | 'PERSON.NOT_APPLICABLE'>;

/** The account of a person found across tenants by its id alone, as support finds it. */
export const personAccount = async (
  people: StaffPeopleDirectory,
  accounts: AccountRepository,
  accountId: string,
): Promise<Result<AccountRecord, UseCaseError<'REQUEST.NOT_FOUND'>>> => {
  const person = await people.find(accountId);
  const account = person && (await accounts.findById(person.tenantId, person.id));
  return account ? ok(account) : err(notFound('Person'));
};
