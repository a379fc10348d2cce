import {
  dafGrantSchema,
  draftDafGrant,
  draftQcdGift,
  QcdGiftSchema,
  type DafGrant,
  type DafGrantInput,
  type GiftRecipient,
  type QcdGift,
  type QcdGiftInput,
  type StockGift,
} from '@bequest/domain';

/** The San Francisco Food Bank as the IRS master file names it. */
export const FOOD_BANK: GiftRecipient = {
  ein: '94-1156365',
  legalName: 'SAN FRANCISCO FOOD BANK',
  address: {
    street: '900 PENNSYLVANIA AVE',
    city: 'SAN FRANCISCO',
    state: 'CA',
    postalCode: '94107-3458',
  },
};

const ANA = {
  fullName: 'Ana María Li',
  email: 'ana.li@example.com',
  address: {
    line1: '1200 Ocean Avenue',
    line2: 'Apt 4',
    city: 'Santa Monica',
    state: 'CA',
    postalCode: '90401',
  },
};

/** The account numbers the test donor types; the gifts keep only their last four characters. */
export const TYPED_IRA_NUMBER = '8800-1234-5678';
export const TYPED_FUND_NUMBER = 'G-4411 2290';

export const sampleQcdGift = (changes: Partial<QcdGiftInput> = {}): QcdGift =>
  draftQcdGift(
    'qcd-1',
    QcdGiftSchema.parse({
      custodian: { firm: 'Charles Schwab' },
      owner: { ...ANA, birthDate: '1951-04-01' },
      accountNumber: TYPED_IRA_NUMBER,
      amount: '12,500.50',
      distributionDate: '2026-12-15',
      recipientEin: FOOD_BANK.ein,
      ...changes,
    }),
    FOOD_BANK,
  );

export const sampleDafGrant = (changes: Partial<DafGrantInput> = {}): DafGrant =>
  draftDafGrant(
    'daf-1',
    dafGrantSchema(true).parse({
      sponsor: { firm: 'Fidelity Charitable' },
      fundName: 'The Li Family Fund',
      fundNumber: TYPED_FUND_NUMBER,
      donor: ANA,
      amount: '2,500',
      purpose: { kind: 'STATED', text: 'For the summer meals program' },
      anonymity: 'NAME_AND_ADDRESS',
      recurrence: { frequency: 'QUARTERLY', startDate: '2027-01-15', grantCount: 4 },
      recipientEin: FOOD_BANK.ein,
      acknowledgesGrantRules: true,
      ...changes,
    }),
    FOOD_BANK,
  );

/** A signed gift of two securities from a Vanguard account, through an advisor. */
export const signedStockGift: StockGift = {
  id: 'gift-1',
  status: 'SUBMITTED',
  recipient: FOOD_BANK,
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
  donorEmailConfirmed: true,
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
