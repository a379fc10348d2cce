import { exemptOrganizationOf, type EoBmfRecord } from '@bequest/domain';
import { inMemoryContainer } from '../testing/container';
import { CheckQcd, NOT_DEDUCTIBLE, NOT_IN_DIRECTORY } from './check-qcd.use-case';

const organization = (EIN: string, NAME: string, FOUNDATION: string, SUBSECTION = '03') =>
  exemptOrganizationOf({
    EIN,
    NAME,
    ICO: '',
    STREET: '1 MAIN ST',
    CITY: 'OAKLAND',
    STATE: 'CA',
    ZIP: '94607',
    SUBSECTION,
    DEDUCTIBILITY: SUBSECTION === '03' ? '1' : '2',
    FOUNDATION,
    NTEE_CD: '',
  } satisfies EoBmfRecord)._unsafeUnwrap();

const setUp = () => {
  const { container, ports } = inMemoryContainer();
  ports.organizations = [
    organization('941156365', 'SAN FRANCISCO FOOD BANK', '15'),
    organization('946000003', 'HARBOR SUPPORT TRUST', '21'),
    organization('946000004', 'HARBOR NEIGHBORS LEAGUE', '00', '04'),
  ];
  return container.get(CheckQcd);
};

const plan = {
  birthDate: '1951-04-01',
  distributionDate: '2025-06-01',
  amount: '$5,000',
  recipientEin: '941156365',
};

describe('the QCD step’s check (issue 23)', () => {
  it('finds the charity by EIN, and estimates the RMD the gift meets', async () => {
    const answer = (
      await setUp().execute({ ...plan, priorYearEndBalance: '265,000' })
    )._unsafeUnwrap();
    expect(answer).toEqual({
      recipient: { legalName: 'SAN FRANCISCO FOOD BANK', ein: '94-1156365' },
      problems: [],
      rmd: {
        kind: 'required',
        age: 74,
        period: '25.5',
        amount: '10392.16',
        satisfied: '5000',
        remaining: '5392.16',
      },
    });
  });

  it('refuses a supporting organization, an organization without deductible gifts and an unknown EIN', async () => {
    const check = setUp();
    const messages = async (recipientEin: string) =>
      (await check.execute({ ...plan, recipientEin }))._unsafeUnwrap().problems;
    expect(await messages('94-6000003')).toEqual([
      {
        field: 'recipient',
        message:
          'A qualified charitable distribution cannot go to a supporting organization (509(a)(3)).',
      },
    ]);
    expect(await messages('94-6000004')).toEqual([
      { field: 'recipientEin', message: NOT_DEDUCTIBLE },
    ]);
    expect(await messages('12-3456789')).toEqual([
      { field: 'recipientEin', message: NOT_IN_DIRECTORY },
    ]);
  });

  it('names each field that is wrong', async () => {
    const answer = await setUp().execute({
      birthDate: '1951-02-30',
      distributionDate: '2025-06-01',
      amount: 'five',
      recipientEin: '12',
    });
    expect(answer._unsafeUnwrapErr().fields).toEqual({
      birthDate: 'Please enter the date as YYYY-MM-DD',
      amount: 'Please enter an amount in dollars',
      recipientEin: 'Please enter the charity’s EIN, for example 12-3456789',
    });
  });
});
