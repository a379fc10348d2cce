/** Who is calling: the tenant of the request's host and, once signed in, their session. */
export interface TenantScope {
  readonly tenantId: string;
}

export interface Requester extends TenantScope {
  readonly accountId: string;
  readonly activeProfileId: string;
}

/** A requester whose session was just verified, with the account as read for it. */
export interface VerifiedRequester<Account = unknown> extends Requester {
  readonly account: Account;
}
