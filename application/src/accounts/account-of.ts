import type { AccountRecord, AccountRepository } from '../ports/account-repository.port';
import type { Requester, VerifiedRequester } from '../shared/requester';

/**
 * The requester's account: as read when the session was verified, else from the repository (a
 * request-scoped read the session guard already made need not be made again).
 */
export const accountOf = async (
  accounts: AccountRepository,
  requester: Requester | VerifiedRequester<AccountRecord>,
): Promise<AccountRecord | null> =>
  'account' in requester
    ? requester.account
    : accounts.findById(requester.tenantId, requester.accountId);
