import { type AccountRepository } from '../ports/account-repository.port';
import { notFound } from '../shared/errors';
import type { Requester } from '../shared/requester';
import type { FirmCaller } from './firm-caller';

export const NO_CLIENT = notFound('Client');

/**
 * A client of the key's tenant, as the account owner's requester: an account of another tenant,
 * or none, is not found, exactly alike.
 */
export const clientOf = async (
  accounts: AccountRepository,
  caller: FirmCaller,
  clientId: string,
): Promise<Requester | null> => {
  const account = await accounts.findById(caller.tenantId, clientId);
  return account
    ? { tenantId: caller.tenantId, accountId: account.id, activeProfileId: account.accountOwnerId }
    : null;
};
