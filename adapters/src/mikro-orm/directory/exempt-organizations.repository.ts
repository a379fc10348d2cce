import {
  einOf,
  exemptOrganizationOf,
  type ExemptOrganization,
  type Nonprofit,
} from '@bequest/domain';
import type {
  DirectoryImportPart,
  DirectoryImportResult,
  NonprofitDirectoryImport,
} from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import { query } from '../query';
import { readEoBmfCsv, type NumberedRecord } from './eo-bmf-csv';

/** What a load of the master file did: organizations written, and the records refused, why. */
export type DirectoryLoad = DirectoryImportResult;

const BATCH = 5_000;

const COLUMNS = [
  'ein',
  'legal_name',
  'care_of',
  'street',
  'city',
  'state',
  'postal_code',
  'subsection',
  'deductible',
  'foundation_code',
  'ntee_code',
] as const;

const UPSERT = `insert into exempt_organization (${COLUMNS.join(', ')})
  select * from unnest(${COLUMNS.map((column) => (column === 'deductible' ? '?::boolean[]' : '?::text[]')).join(', ')})
  on conflict (ein) do update set ${COLUMNS.filter((column) => column !== 'ein')
    .map((column) => `${column} = excluded.${column}`)
    .join(', ')}`;

const columnsOf = (batch: readonly ExemptOrganization[]) => [
  batch.map((organization) => organization.ein),
  batch.map((organization) => organization.legalName),
  batch.map((organization) => organization.careOf),
  batch.map((organization) => organization.address.street),
  batch.map((organization) => organization.address.city),
  batch.map((organization) => organization.address.state),
  batch.map((organization) => organization.address.postalCode),
  batch.map((organization) => organization.subsection),
  batch.map((organization) => organization.deductible),
  batch.map((organization) => organization.foundationCode),
  batch.map((organization) => organization.nteeCode),
];

/**
 * Words of two or more letters or digits, without case or accents, as a typeahead reads them: the
 * words before the last are whole, the last one still being typed is a prefix.
 */
const typeaheadQuery = (text: string): string | null => {
  const words =
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return words.length > 0 ? `${words.join(' & ')}:*` : null;
};

type OrganizationRow = Record<Exclude<(typeof COLUMNS)[number], 'deductible'>, string> & {
  care_of: string | null;
  ntee_code: string | null;
  deductible: boolean;
};

interface Row {
  ein: string;
  legal_name: string;
  city: string;
  state: string;
}

const nonprofitOf = (row: Row): Nonprofit => ({
  id: row.ein,
  name: row.legal_name,
  location: row.city && row.state ? `${row.city}, ${row.state}` : null,
  isPartner: false,
  ein: row.ein,
});

/** The organizations of the IRS master file (issue 23), loaded by staff, searched by donors. */
export class PostgresExemptOrganizations implements NonprofitDirectoryImport {
  constructor(private readonly em: EntityManager) {}

  /**
   * Writes the records in batches, each organization by its EIN (a later file's record replaces
   * an earlier one's), and tells which records were refused and why; settles the index unless
   * more parts of the file follow.
   */
  async load(
    records: AsyncIterable<NumberedRecord> | DirectoryImportPart,
    { settle = true }: { readonly settle?: boolean } = {},
  ): Promise<DirectoryLoad> {
    if ('csv' in records) return this.loadPart(records);
    let loaded = 0;
    const refused: { line: number; message: string }[] = [];
    let batch = new Map<string, ExemptOrganization>();
    const write = async () => {
      if (batch.size === 0) return;
      await query(this.em, UPSERT, columnsOf([...batch.values()]));
      loaded += batch.size;
      batch = new Map();
    };
    for await (const { line, record } of records) {
      const organization = exemptOrganizationOf(record);
      if (organization.isErr()) refused.push({ line, message: organization.error.message });
      else batch.set(organization.value.ein, organization.value);
      if (batch.size >= BATCH) await write();
    }
    await write();
    if (settle) await this.settle();
    return { loaded, refused };
  }

  /**
   * A part of a file sent from the staff console: its lines numbered as the file's, and text that
   * is no CSV refused at the line where it stops being one, after the records before it.
   */
  private async loadPart(part: DirectoryImportPart): Promise<DirectoryLoad> {
    const offset = part.firstLine - 2;
    const refusedParse: { line: number; message: string }[] = [];
    async function* numbered() {
      try {
        for await (const { line, record } of readEoBmfCsv(Readable.from([part.csv])))
          yield { line: line + offset, record };
      } catch (error) {
        const line = (error as { lines?: number }).lines;
        refusedParse.push({
          line: (line ?? 1) + offset,
          message: `Not read as CSV: ${(error as Error).message}`,
        });
      }
    }
    const load = await this.load(numbered(), { settle: part.last });
    return { loaded: load.loaded, refused: [...load.refused, ...refusedParse] };
  }

  /**
   * After a load: the search index takes in the entries it queued (searching a long queue is
   * slow), and the planner learns the new figures.
   */
  async settle(): Promise<void> {
    await query(this.em, `select gin_clean_pending_list('exempt_organization_search')`);
    await query(this.em, 'analyze exempt_organization');
  }

  /** The organizations with these EINs, as the master file records them. */
  async byEin(eins: readonly string[]): Promise<ExemptOrganization[]> {
    if (eins.length === 0) return [];
    const rows = await query<OrganizationRow>(
      this.em,
      `select ${COLUMNS.join(', ')} from exempt_organization
        where ein in (${eins.map(() => '?').join(', ')})`,
      [...eins],
    );
    return rows.map((row) => ({
      ein: row.ein,
      legalName: row.legal_name,
      careOf: row.care_of,
      address: {
        street: row.street,
        city: row.city,
        state: row.state,
        postalCode: row.postal_code,
      },
      subsection: row.subsection,
      deductible: row.deductible,
      foundationCode: row.foundation_code,
      nteeCode: row.ntee_code,
    }));
  }

  /**
   * Organizations by EIN, or by the words of their name and city, by name. A query matching more
   * organizations than `limit` answers the first it finds, not the first by name: sorting every
   * match of a common word costs more than a typeahead can wait, and typing on narrows it.
   */
  async search(text: string, limit: number): Promise<Nonprofit[]> {
    const ein = einOf(text);
    if (ein) {
      const rows = await query<Row>(
        this.em,
        'select ein, legal_name, city, state from exempt_organization where ein = ?',
        [ein],
      );
      return rows.map(nonprofitOf);
    }
    const words = typeaheadQuery(text);
    if (!words || limit <= 0) return [];
    const rows = await query<Row>(
      this.em,
      `select ein, legal_name, city, state from exempt_organization
        where search @@ to_tsquery('simple', ?) limit ?`,
      [words, limit],
      'exempt-organization-search',
    );
    return rows
      .sort((a, b) => a.legal_name.localeCompare(b.legal_name) || a.ein.localeCompare(b.ein))
      .map(nonprofitOf);
  }
}
