import type {
  DafGrantInput,
  FinancialAdvisorSchema,
  QcdGiftInput,
  QcdRmdStepSchema,
  StockDonationSchema,
  StockGiftStartSchema,
} from '@bequest/domain';
import type { z } from 'zod';

/** Request-body examples of the gift routes, for the OpenAPI document (each checked by its schema). */
const DONOR = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.org',
  address: { line1: '1 Main St', line2: '', city: 'Springfield', state: 'IL', postalCode: '62701' },
};

export const GIFT_EXAMPLES = {
  startStockGift: {
    recipientEin: '94-1156365',
    donor: DONOR,
    sharesContactDetails: true,
  } satisfies z.input<typeof StockGiftStartSchema>,
  saveStockDonation: {
    lots: [{ ticker: 'VTI', quantity: { kind: 'shares', shares: '10' } }],
    transferMethod: 'MANUAL',
  } satisfies z.input<typeof StockDonationSchema>,
  saveStockAdvisor: {
    name: 'Sam Lee',
    email: 'sam@example.org',
    consentToShare: true,
  } satisfies z.input<typeof FinancialAdvisorSchema>,
  qcd: {
    custodian: { firm: 'Fidelity Investments' },
    owner: { ...DONOR, birthDate: '1951-04-01' },
    accountNumber: '8800-1234-5678',
    amount: '5000',
    distributionDate: '2026-12-15',
    givenEarlierInYear: '0',
    recipientEin: '94-1156365',
    priorYearEndBalance: '250000',
  } satisfies QcdGiftInput,
  qcdRmd: { priorYearEndBalance: '250000' } satisfies z.input<typeof QcdRmdStepSchema>,
  dafGrant: {
    sponsor: { firm: 'Fidelity Charitable' },
    fundName: 'Lovelace Family Fund',
    fundNumber: null,
    donor: DONOR,
    amount: '1000',
    purpose: { kind: 'WHERE_NEEDED_MOST' },
    anonymity: 'NAME_ONLY',
    recurrence: { frequency: 'ONE_TIME' },
    recipientEin: '94-1156365',
    acknowledgesGrantRules: true,
  } satisfies DafGrantInput,
};
