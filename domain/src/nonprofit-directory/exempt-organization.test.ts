import { auditProblems } from '../execution/statute-check';
import {
  EO_BMF_LAYOUT,
  exemptOrganizationOf,
  qcdRecipientKindOf,
  type EoBmfRecord,
} from './exempt-organization';

const record = (changes: Partial<EoBmfRecord> = {}): EoBmfRecord => ({
  EIN: '941156365',
  NAME: 'SAN  FRANCISCO FOOD BANK',
  ICO: '',
  STREET: '900 PENNSYLVANIA AVE',
  CITY: 'SAN FRANCISCO',
  STATE: 'CA',
  ZIP: '941073458',
  SUBSECTION: '3',
  DEDUCTIBILITY: '1',
  FOUNDATION: '15',
  NTEE_CD: 'K31',
  ...changes,
});

describe('a record of the IRS master file (EO BMF)', () => {
  it('becomes an organization with its EIN, legal name and address as the IRS keeps them', () => {
    expect(exemptOrganizationOf(record())._unsafeUnwrap()).toEqual({
      ein: '94-1156365',
      legalName: 'SAN FRANCISCO FOOD BANK',
      careOf: null,
      address: {
        street: '900 PENNSYLVANIA AVE',
        city: 'SAN FRANCISCO',
        state: 'CA',
        postalCode: '94107-3458',
      },
      subsection: '03',
      deductible: true,
      foundationCode: '15',
      nteeCode: 'K31',
    });
  });

  it.each([
    [{ EIN: '12345' }, 'EIN "12345" is not nine digits'],
    [{ NAME: '  ' }, 'EIN 941156365 has no name'],
  ])('refuses %j', (changes, message) => {
    expect(exemptOrganizationOf(record(changes))._unsafeUnwrapErr().message).toBe(message);
  });

  it.each([
    ['10', 'public-charity'],
    ['15', 'public-charity'],
    ['16', 'public-charity'],
    ['17', 'supporting-organization'],
    ['23', 'supporting-organization'],
    ['03', 'private-operating-foundation'],
    ['04', 'private-non-operating-foundation'],
    ['18', null],
    ['09', null],
  ])('foundation code %s: %s for a QCD', (FOUNDATION, kind) => {
    expect(qcdRecipientKindOf(exemptOrganizationOf(record({ FOUNDATION }))._unsafeUnwrap())).toBe(
      kind,
    );
  });

  it('takes no gift for an organization whose contributions are not deductible', () => {
    const social = exemptOrganizationOf(record({ SUBSECTION: '4', FOUNDATION: '00' }));
    expect(qcdRecipientKindOf(social._unsafeUnwrap())).toBeNull();
    const undeductible = exemptOrganizationOf(record({ DEDUCTIBILITY: '2' }));
    expect(qcdRecipientKindOf(undeductible._unsafeUnwrap())).toBeNull();
  });

  it('cites the layout', () => {
    expect(auditProblems(EO_BMF_LAYOUT, '2026-11-26')).toEqual([]);
  });
});
