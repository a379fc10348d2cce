/**
 * The rows a port's writes refer to but do not make: PostgreSQL holds a document, a link or an
 * event only for an account (and a profile) it has. A store without such references ignores them.
 */
export interface Owners {
  givenAccount(tenantId: string, accountId: string): Promise<void>;
  givenProfile(tenantId: string, accountId: string, profileId: string): Promise<void>;
}

/** For stores that refer to nothing. */
export const UNCHECKED_OWNERS: Owners = {
  givenAccount: async () => undefined,
  givenProfile: async () => undefined,
};
