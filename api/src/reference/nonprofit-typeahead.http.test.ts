import { PostgresExemptOrganizations } from '@bequest/adapters';
import { resolveFlags } from '@bequest/domain';
import { clientFor } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const HEADER =
  'EIN,NAME,ICO,STREET,CITY,STATE,ZIP,GROUP,SUBSECTION,AFFILIATION,CLASSIFICATION,RULING,DEDUCTIBILITY,FOUNDATION,ACTIVITY,ORGANIZATION,STATUS,TAX_PERIOD,ASSET_CD,INCOME_CD,FILING_REQ_CD,PF_FILING_REQ_CD,ACCT_PD,ASSET_AMT,INCOME_AMT,REVENUE_AMT,NTEE_CD,SORT_NAME';
const row = (ein: string, name: string, city: string) =>
  `${ein},"${name}",,1 MAIN ST,${city},CA,941073458,0000,03,3,1000,195812,1,15,000000000,1,01,202312,6,6,01,0,12,1,1,1,K31,`;

/** 30 humane societies of the IRS master file, one per city. */
const SOCIETIES = Array.from({ length: 30 }, (_, index) =>
  row(`9430000${String(index).padStart(2, '0')}`, 'HUMANE SOCIETY', `TOWN ${index}`),
);

/**
 * FW_EXPANDED_NONPROFIT_TYPEAHEAD_SUGGESTIONS (ADR 0030): off, the typeahead suggests 8
 * nonprofits; on, 20, so a local chapter of a common name is reachable without typing its city.
 */
describe('FW_EXPANDED_NONPROFIT_TYPEAHEAD_SUGGESTIONS over HTTP', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  const suggestionsWith = async (expanded: boolean) => {
    const { testApp, baseUrl } = await startListeningTestApp({
      featureFlags: resolveFlags({ FW_EXPANDED_NONPROFIT_TYPEAHEAD_SUGGESTIONS: expanded }),
    });
    apps.push(testApp);
    await new PostgresExemptOrganizations(testApp.orm.em.fork()).load({
      csv: `${HEADER}\n${SOCIETIES.join('\n')}\n`,
      firstLine: 2,
      last: true,
    });
    const anonymous = clientFor(baseUrl, 'localhost');
    return (
      await anonymous.searchNonprofits({ query: { text: 'humane society' } })
    )._unsafeUnwrap();
  };

  it('suggests 8 nonprofits with the flag off (production) and 20 with it on', async () => {
    const standard = await suggestionsWith(false);
    expect(standard).toHaveLength(8);
    expect(standard.every((nonprofit) => /humane society/i.test(nonprofit.name))).toBe(true);
    const expanded = await suggestionsWith(true);
    expect(expanded).toHaveLength(20);
    expect(new Set(expanded.map((nonprofit) => nonprofit.ein)).size).toBe(20);
  });
});
