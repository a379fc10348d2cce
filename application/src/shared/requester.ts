/** Who is calling: the tenant of the request's host and, once signed in, their session. */
export interface TenantScope {
  readonly tenantId: string;
}

export interface Requester extends TenantScope {
  readonly accountId: string;
  readonly activeProfileId: string;
}
