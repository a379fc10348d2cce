import type { MikroORM } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import { openDatabase } from '../../database/open-database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { PostgresNonprofitDirectory } from '../partners/nonprofit-directory.repository';
import { readEoBmfCsv } from './eo-bmf-csv';
import { PostgresExemptOrganizations } from './exempt-organizations.repository';

/** The IRS EO BMF extract's full header, as published. */
const HEADER =
  'EIN,NAME,ICO,STREET,CITY,STATE,ZIP,GROUP,SUBSECTION,AFFILIATION,CLASSIFICATION,RULING,DEDUCTIBILITY,FOUNDATION,ACTIVITY,ORGANIZATION,STATUS,TAX_PERIOD,ASSET_CD,INCOME_CD,FILING_REQ_CD,PF_FILING_REQ_CD,ACCT_PD,ASSET_AMT,INCOME_AMT,REVENUE_AMT,NTEE_CD,SORT_NAME';
const row = (ein: string, name: string, city: string, foundation = '15') =>
  `${ein},"${name}",,1 MAIN ST,${city},CA,941073458,0000,03,3,1000,195812,1,${foundation},000000000,1,01,202312,6,6,01,0,12,1,1,1,K31,`;
const csv = (...rows: string[]) => Readable.from([`${HEADER}\n${rows.join('\n')}\n`]);

describe('the nonprofit directory in PostgreSQL (issue 23)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let organizations: PostgresExemptOrganizations;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openDatabase(database.url, 2);
    organizations = new PostgresExemptOrganizations(orm.em);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('loads a master-file extract, refusing a bad record by its line', async () => {
    const load = await organizations.load(
      readEoBmfCsv(
        csv(
          row('941156365', 'SAN FRANCISCO FOOD BANK', 'SAN FRANCISCO'),
          row('12345', 'NO EIN', 'OAKLAND'),
          row('946000001', 'OAKLAND PUBLIC LIBRARY FOUNDATION', 'OAKLAND'),
          row('946000002', 'FOOD RESEARCH FOUNDATION', 'OAKLAND', '04'),
        ),
      ),
    );
    expect(load).toEqual({
      loaded: 3,
      refused: [{ line: 3, message: 'EIN "12345" is not nine digits' }],
    });
  });

  it('finds organizations by the words of their name and city, the last one typed in part, or by EIN', async () => {
    const names = async (text: string) =>
      (await organizations.search(text, 10)).map((found) => found.name);
    expect(await names('food')).toEqual(['FOOD RESEARCH FOUNDATION', 'SAN FRANCISCO FOOD BANK']);
    expect(await names('food oakl')).toEqual(['FOOD RESEARCH FOUNDATION']);
    expect(await names('foo oakland')).toEqual([]);
    expect(await names('94-1156365')).toEqual(['SAN FRANCISCO FOOD BANK']);
    expect(await names('941156365')).toEqual(['SAN FRANCISCO FOOD BANK']);
    expect(await names("'&!:*")).toEqual([]);
    expect(await organizations.search('food', 1)).toHaveLength(1);
    expect(await organizations.search('94-6000002', 5)).toEqual([
      {
        id: '94-6000002',
        name: 'FOOD RESEARCH FOUNDATION',
        location: 'OAKLAND, CA',
        isPartner: false,
        ein: '94-6000002',
      },
    ]);
  });

  it('replaces an organization from a later extract, and refuses a file of another layout', async () => {
    await organizations.load(
      readEoBmfCsv(csv(row('941156365', 'SF-MARIN FOOD BANK', 'SAN FRANCISCO'))),
    );
    expect((await organizations.search('marin', 5)).map((found) => found.ein)).toEqual([
      '94-1156365',
    ]);
    await expect(
      organizations.load(readEoBmfCsv(Readable.from(['EIN,NAME\n941156365,X\n']))),
    ).rejects.toThrow('Not an EO BMF extract: no ICO, STREET, CITY');
  });

  it('offers the directory after the partners and known charities', async () => {
    const directory = new PostgresNonprofitDirectory(orm.em);
    const found = await directory.search('food bank', 8);
    expect(found.map((nonprofit) => nonprofit.name)).toContain('SF-MARIN FOOD BANK');
  });
});
