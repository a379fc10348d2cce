import type { EoBmfRecord } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PostgresExemptOrganizations } from '../mikro-orm/directory/exempt-organizations.repository';

/** A record of the IRS master file, as the published extract has it, for tests. */
export const SAN_FRANCISCO_FOOD_BANK: EoBmfRecord = {
  EIN: '941156365',
  NAME: 'SAN FRANCISCO FOOD BANK',
  ICO: '',
  STREET: '900 PENNSYLVANIA AVE',
  CITY: 'SAN FRANCISCO',
  STATE: 'CA',
  ZIP: '941073458',
  SUBSECTION: '03',
  DEDUCTIBILITY: '1',
  FOUNDATION: '15',
  NTEE_CD: 'K31',
};

/** Loads master-file records into a test database's nonprofit directory. */
export const loadSampleOrganizations = (
  em: EntityManager,
  records: readonly EoBmfRecord[] = [SAN_FRANCISCO_FOOD_BANK],
) =>
  new PostgresExemptOrganizations(em).load(
    (async function* () {
      for (const [index, record] of records.entries()) yield { line: index + 2, record };
    })(),
  );
