import type { DafGrantView, QcdView } from '@bequest/sdk/app';

/** The directory's sample nonprofit, as a gift's recipient. */
export const RECIPIENT = {
  ein: '94-1156365',
  legalName: 'SAN FRANCISCO FOOD BANK',
  address: {
    street: '900 PENNSYLVANIA AVE',
    city: 'SAN FRANCISCO',
    state: 'CA',
    postalCode: '94107-3458',
  },
};

const ADDRESS = {
  line1: '1 Main St',
  line2: '',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
};

/** A QCD as the API answers it, a draft before its RMD step unless the test says otherwise. */
export const qcdView = (overrides: Partial<QcdView> = {}): QcdView => ({
  id: 'qcd-1',
  status: 'DRAFT',
  recipient: RECIPIENT,
  custodian: { firm: 'Charles Schwab' },
  owner: {
    fullName: 'Tex Rivera',
    email: 'tex@example.com',
    address: ADDRESS,
    birthDate: '1952-03-10',
  },
  accountNumber: '••••5678',
  amount: '4000',
  distributionDate: '2026-12-15',
  givenEarlierInYear: '0',
  priorYearEndBalance: null,
  submittedOn: null,
  rmd: null,
  ...overrides,
});

/** A grant recommendation as the API answers it, a one-time draft unless the test says otherwise. */
export const dafGrantView = (overrides: Partial<DafGrantView> = {}): DafGrantView => ({
  id: 'grant-1',
  status: 'DRAFT',
  recipient: RECIPIENT,
  sponsor: { firm: 'Fidelity Charitable' },
  fundName: 'Rivera Family Fund',
  fundNumber: null,
  donor: { fullName: 'Tex Rivera', email: 'tex@example.com', address: ADDRESS },
  amount: '1000',
  purpose: { kind: 'WHERE_NEEDED_MOST' },
  anonymity: 'NAME_ONLY',
  recurrence: { frequency: 'ONE_TIME' },
  acknowledgesGrantRules: true,
  submittedOn: null,
  ...overrides,
});

/** The directory search's answer: the food bank, found by name or EIN. */
export const FOOD_BANK_SEARCH = {
  status: 200,
  body: [
    {
      id: 'ein:94-1156365',
      name: 'SAN FRANCISCO FOOD BANK',
      ein: '94-1156365',
      location: 'San Francisco, CA',
      isPartner: false,
    },
  ],
};
