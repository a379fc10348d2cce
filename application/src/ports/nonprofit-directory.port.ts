import type { ExemptOrganization, Nonprofit } from '@bequest/domain';

/** Charities a person may name: partner organizations and a directory of others. */
export interface NonprofitDirectory {
  /**
   * Nonprofits whose name or city has every word of the text, in any order and case (the last
   * word may be the start of one, as a typeahead types it), or the one whose EIN the text is; at
   * most `limit`.
   */
  search(text: string, limit: number): Promise<Nonprofit[]>;
  /** The organizations of the IRS master file with these EINs ("12-3456789"), those it has. */
  organizationsByEin(eins: readonly string[]): Promise<ExemptOrganization[]>;
}
export const NONPROFIT_DIRECTORY: symbol = Symbol.for('NonprofitDirectory');
