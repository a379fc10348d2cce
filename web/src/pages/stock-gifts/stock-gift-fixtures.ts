import type { StockGiftView } from '@bequest/sdk/app';
import { RECIPIENT } from '../giving/gift-fixtures';

/** A gift of securities as the API answers it, at its start unless the test says otherwise. */
export const giftView = (overrides: Partial<StockGiftView> = {}): StockGiftView => ({
  id: 'gift-1',
  status: 'DRAFT',
  recipient: RECIPIENT,
  receiving: {
    receivingFirm: 'Charles Schwab',
    dtcNumber: '0164',
    accountNumber: '1234-5678',
    accountName: 'San Francisco Food Bank Gift Account',
    contact: { name: 'Ana Ruiz', email: 'gifts@sffoodbank.example', phone: '415-555-0100' },
  },
  donor: {
    fullName: 'Rosa Diaz',
    email: 'rosa@example.com',
    address: {
      line1: '1 Main St',
      line2: '',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
    },
  },
  donorEmailConfirmed: true,
  sharesContactDetails: true,
  donation: null,
  brokerage: null,
  advisor: null,
  signature: null,
  receipt: null,
  ...overrides,
});

export const DONATION: NonNullable<StockGiftView['donation']> = {
  lots: [{ ticker: 'VTI', quantity: { kind: 'shares', shares: '10' } }],
  transferMethod: 'MANUAL',
};

export const BROKERAGE: NonNullable<StockGiftView['brokerage']> = {
  firm: 'Vanguard',
  otherFirmName: '',
  accountHolder: 'Rosa Diaz',
  accountNumber: '••••3333',
};

/** A search answer: the food bank of the IRS master file, and a partner without an EIN. */
export const SEARCH_ANSWER = [
  {
    id: 'org-harbor-food-bank',
    name: 'Harbor Food Bank',
    location: null,
    isPartner: true,
    ein: null,
  },
  {
    id: '94-1156365',
    name: 'SAN FRANCISCO FOOD BANK',
    location: 'SAN FRANCISCO, CA',
    isPartner: false,
    ein: '94-1156365',
  },
];
