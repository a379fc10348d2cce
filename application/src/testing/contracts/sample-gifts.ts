import {
  dafGrantSchema,
  draftDafGrant,
  draftQcdGift,
  QcdGiftSchema,
  type DafGrant,
  type GiftRecipient,
  type QcdGift,
  type ReceivingDetails,
  type StockGift,
} from '@bequest/domain';
import { FOOD_BANK } from '../sample-organizations';

const RECIPIENT: GiftRecipient = {
  ein: FOOD_BANK.ein,
  legalName: FOOD_BANK.legalName,
  address: FOOD_BANK.address,
};
const DONOR = {
  fullName: 'Ana Li',
  email: 'ana@example.com',
  address: {
    line1: '1 Main St',
    line2: '',
    city: 'Austin',
    state: 'TX' as const,
    postalCode: '73301',
  },
};

export const RECEIVING: ReceivingDetails = {
  receivingFirm: 'Charles Schwab',
  dtcNumber: '0164',
  accountNumber: '1234-5678',
  accountName: 'San Francisco Food Bank',
  contact: { name: 'Ana Ruiz', email: 'gifts@sffoodbank.example', phone: '415-555-0100' },
};

export const sampleQcdGift = (id: string): QcdGift =>
  draftQcdGift(
    id,
    QcdGiftSchema.parse({
      custodian: { firm: 'Charles Schwab' },
      owner: { ...DONOR, birthDate: '1951-04-01' },
      accountNumber: '8800-1234-5678',
      amount: '12,500.50',
      distributionDate: '2026-12-15',
      recipientEin: RECIPIENT.ein,
    }),
    RECIPIENT,
  );

export const sampleDafGrant = (id: string): DafGrant =>
  draftDafGrant(
    id,
    dafGrantSchema(true).parse({
      sponsor: { firm: 'Fidelity Charitable' },
      fundName: 'The Li Family Fund',
      fundNumber: 'G-4411 2290',
      donor: DONOR,
      amount: '2,500',
      purpose: { kind: 'STATED', text: 'For the summer meals program' },
      anonymity: 'NAME_AND_ADDRESS',
      recurrence: { frequency: 'QUARTERLY', startDate: '2027-01-15', grantCount: 4 },
      recipientEin: RECIPIENT.ein,
      acknowledgesGrantRules: true,
    }),
    RECIPIENT,
  );

export const sampleStockGift = (id: string): StockGift => ({
  id,
  status: 'DRAFT',
  recipient: RECIPIENT,
  receiving: RECEIVING,
  donor: DONOR,
  donorEmailConfirmed: false,
  sharesContactDetails: false,
  donation: null,
  brokerage: null,
  advisor: null,
  signature: null,
  receipt: null,
});
