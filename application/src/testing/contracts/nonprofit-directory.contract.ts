import { beforeEach, describe, expect, it } from '@jest/globals';
import type { ExemptOrganization } from '@bequest/domain';
import type { NonprofitDirectory } from '../../ports/nonprofit-directory.port';

export interface NonprofitDirectorySubject {
  readonly directory: NonprofitDirectory;
  /** Adds organizations of the IRS master file to the directory. */
  given(organizations: readonly ExemptOrganization[]): Promise<void>;
}

const organization = (ein: string, legalName: string, city: string): ExemptOrganization => ({
  ein,
  legalName,
  careOf: null,
  address: { street: '1 Main St', city, state: 'OR', postalCode: '97201' },
  subsection: '03',
  deductible: true,
  foundationCode: '15',
  nteeCode: null,
});
// Names no seeded partner or known charity shares a word with.
const ZEPHYR = organization('91-0000001', 'ZEPHYRINE QUILLFEATHER TRUST', 'PORTLAND');
const LANTERN = organization('91-0000002', 'QUILLFEATHER LANTERN GUILD', 'SALEM');
const ORCHARD = organization('91-0000003', 'ZEPHYRINE ORCHARD SOCIETY', 'EUGENE');

const names = (found: readonly { name: string }[]) => found.map(({ name }) => name).sort();

/** What NonprofitDirectory promises, for a directory whose master file holds only what is given. */
export const nonprofitDirectoryContract = (setUp: () => Promise<NonprofitDirectorySubject>): void =>
  describe('NonprofitDirectory contract', () => {
    let directory: NonprofitDirectory;
    beforeEach(async () => {
      const subject = await setUp();
      directory = subject.directory;
      await subject.given([ZEPHYR, LANTERN, ORCHARD]);
    });

    it('finds the organizations whose name has every word, in any order and case', async () => {
      expect(names(await directory.search('quillfeather zephyrine', 10))).toEqual([
        'ZEPHYRINE QUILLFEATHER TRUST',
      ]);
      expect(names(await directory.search('Quillfeather', 10))).toEqual([
        'QUILLFEATHER LANTERN GUILD',
        'ZEPHYRINE QUILLFEATHER TRUST',
      ]);
      expect(await directory.search('quillfeather nowhere', 10)).toEqual([]);
    });

    it('finds them by the words of their city too, the last word typed in part', async () => {
      expect(names(await directory.search('guild salem', 10))).toEqual([
        'QUILLFEATHER LANTERN GUILD',
      ]);
      expect(names(await directory.search('zephyrine quill', 10))).toEqual([
        'ZEPHYRINE QUILLFEATHER TRUST',
      ]);
    });

    it('finds the organization whose EIN the text is, with or without its dash', async () => {
      expect(names(await directory.search(LANTERN.ein, 10))).toEqual([LANTERN.legalName]);
      expect(names(await directory.search('910000002', 10))).toEqual([LANTERN.legalName]);
    });

    it('answers a master-file organization with its EIN and place, not as a partner', async () => {
      expect(await directory.search('lantern guild', 10)).toEqual([
        {
          id: LANTERN.ein,
          name: LANTERN.legalName,
          location: 'SALEM, OR',
          isPartner: false,
          ein: LANTERN.ein,
        },
      ]);
    });

    it('answers at most the limit, and nothing for no words', async () => {
      expect(await directory.search('zephyrine', 1)).toHaveLength(1);
      expect(await directory.search('zephyrine', 0)).toEqual([]);
      expect(await directory.search('   ', 10)).toEqual([]);
    });

    it('answers the organizations it has of the EINs asked for', async () => {
      const found = await directory.organizationsByEin([ORCHARD.ein, '99-9999999', ZEPHYR.ein]);
      expect([...found].sort((a, b) => a.ein.localeCompare(b.ein))).toEqual([ZEPHYR, ORCHARD]);
      expect(await directory.organizationsByEin([])).toEqual([]);
    });
  });
