import type { ListPage, ListPageRequest } from './paging';

/** An account as a search across tenants finds it. */
export interface PersonSummaryRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly email: string;
  /** The account owner's full name; empty when not given yet. */
  readonly name: string;
  readonly createdAt: Date;
}

/** Accounts across tenants, for support (issue 24); a person's own routes never use it. */
export interface StaffPeopleDirectory {
  /** By a part of the name or e-mail, or the exact account id; all accounts without a query. */
  search(query: string | undefined, page: ListPageRequest): Promise<ListPage<PersonSummaryRecord>>;
  find(accountId: string): Promise<PersonSummaryRecord | null>;
}
export const STAFF_PEOPLE_DIRECTORY: symbol = Symbol.for('StaffPeopleDirectory');
