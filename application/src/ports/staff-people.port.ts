import type { ListPage, ListPageRequest } from './paging';

/** An account as a search across tenants finds it. */
export interface PersonSummaryRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly email: string;
  /** The account owner's full name; empty when not given yet. */
  readonly name: string;
  readonly createdAt: Date;
  /**
   * False for a typed account (ADR 0004): one started with an address another account holds,
   * which keeps the address as typed but cannot sign in, reset or be verified by it.
   */
  readonly holdsEmail: boolean;
}

/** What support searches by: the text as typed, and its digits when it reads as a phone number. */
export interface PeopleSearch {
  readonly text: string;
  /** Normalized (domain `phoneSearchDigits`); null when the text is no phone number. */
  readonly phoneDigits: string | null;
}

/** Accounts across tenants, for support (issue 24); a person's own routes never use it. */
export interface StaffPeopleDirectory {
  /**
   * By a part of the owner's name or of the e-mail, the exact account id, or a part of the owner's
   * phone number's digits; all accounts without a search.
   */
  search(
    search: PeopleSearch | undefined,
    page: ListPageRequest,
  ): Promise<ListPage<PersonSummaryRecord>>;
  find(accountId: string): Promise<PersonSummaryRecord | null>;
}
export const STAFF_PEOPLE_DIRECTORY: symbol = Symbol.for('StaffPeopleDirectory');
