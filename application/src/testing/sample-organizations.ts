import type { ExemptOrganization } from '@bequest/domain';

/** The San Francisco Food Bank as the IRS master file has it: a public charity. */
export const FOOD_BANK: ExemptOrganization = {
  ein: '94-1156365',
  legalName: 'SAN FRANCISCO FOOD BANK',
  careOf: null,
  address: {
    street: '900 PENNSYLVANIA AVE',
    city: 'SAN FRANCISCO',
    state: 'CA',
    postalCode: '94107',
  },
  subsection: '03',
  deductible: true,
  foundationCode: '15',
  nteeCode: 'K31',
};
