import { loadSampleOrganizations } from '@bequest/adapters/testing';
import { clientFor } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('POST /v2/qcd/check (issue 23)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
    await loadSampleOrganizations(testApp.orm.em);
  });
  afterAll(() => testApp.close());

  it('checks a 74-year-old’s gift against the rules and the year’s RMD', async () => {
    const guest = clientFor(baseUrl, 'localhost');
    const answer = await guest.checkQcd({
      body: {
        birthDate: '1951-04-01',
        distributionDate: '2025-06-01',
        amount: '12,000',
        recipientEin: '941156365',
        priorYearEndBalance: '$265,000',
      },
    });
    expect(answer._unsafeUnwrap()).toEqual({
      recipient: { legalName: 'SAN FRANCISCO FOOD BANK', ein: '94-1156365' },
      problems: [],
      rmd: {
        kind: 'required',
        age: 74,
        period: '25.5',
        amount: '10392.16',
        satisfied: '10392.16',
        remaining: '0',
      },
    });
  });

  it('says what keeps a gift from qualifying, and names a bad field', async () => {
    const guest = clientFor(baseUrl, 'localhost');
    const early = await guest.checkQcd({
      body: {
        birthDate: '1955-08-31',
        distributionDate: '2026-01-15',
        amount: '1000',
        recipientEin: '94-1156365',
      },
    });
    expect(early._unsafeUnwrap().problems).toEqual([
      {
        field: 'distributionDate',
        message:
          'A qualified charitable distribution must be made on or after the day you reach 70½: 2026-02-28.',
      },
    ]);
    const invalid = await guest.checkQcd({
      body: { birthDate: 'x', distributionDate: '2026-01-15', amount: '1000', recipientEin: '9' },
    });
    expect(invalid._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { fields: { birthDate: 'Please enter the date as YYYY-MM-DD' } },
    });
  });
});
