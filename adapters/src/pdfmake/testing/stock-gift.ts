import type { StockGift } from '@bequest/domain';

/** A signed gift of two securities from a Vanguard account, through an advisor. */
export const signedStockGift: StockGift = {
  id: 'gift-1',
  status: 'SUBMITTED',
  recipient: {
    ein: '94-1156365',
    legalName: 'SAN FRANCISCO FOOD BANK',
    address: {
      street: '900 PENNSYLVANIA AVE',
      city: 'SAN FRANCISCO',
      state: 'CA',
      postalCode: '94107-3458',
    },
  },
  receiving: {
    receivingFirm: 'Charles Schwab',
    dtcNumber: '0164',
    accountNumber: '1234-5678',
    accountName: 'San Francisco Food Bank Gift Account',
    contact: { name: 'Ana Ruiz', email: 'gifts@sffoodbank.example', phone: '415-555-0100' },
  },
  donor: {
    fullName: 'Maria Elena Lopez',
    email: 'maria@example.com',
    address: {
      line1: '1200 Ocean Avenue',
      line2: 'Apt 4',
      city: 'Santa Monica',
      state: 'CA',
      postalCode: '90401',
    },
  },
  sharesContactDetails: true,
  donation: {
    lots: [
      { ticker: 'VTI', quantity: { kind: 'shares', shares: '12.5' } },
      { ticker: 'AAPL', quantity: { kind: 'amount', dollars: '5000.00' } },
    ],
    transferMethod: 'FINANCIAL_ADVISOR',
  },
  brokerage: {
    firm: 'Vanguard',
    otherFirmName: '',
    accountHolder: 'Maria E. Lopez',
    accountNumber: '••••9012',
  },
  advisor: { name: 'Sam Park', email: 'sam@advisors.example' },
  signature: { typedName: 'Maria Elena Lopez', signedOn: '2026-11-23' },
  receipt: null,
};
