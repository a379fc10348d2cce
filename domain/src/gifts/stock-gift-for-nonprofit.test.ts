import type { StockGift } from './stock-gift-record';
import { stockGiftForNonprofit } from './stock-gift-for-nonprofit';

const GIFT: StockGift = {
  id: 'g1',
  status: 'SUBMITTED',
  recipient: {
    ein: '941156365',
    legalName: 'San Francisco-Marin Food Bank',
    address: {
      street: '900 Pennsylvania Ave',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94107',
    },
  },
  receiving: {
    receivingFirm: 'Charles Schwab',
    dtcNumber: '0164',
    accountNumber: '1234-5678',
    accountName: 'San Francisco Food Bank',
    contact: { name: 'Ana Ruiz', email: 'gifts@sffoodbank.example', phone: '415-555-0100' },
  },
  donor: {
    fullName: 'Rosa Diaz',
    email: 'rosa@example.com',
    address: { line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', postalCode: '73301' },
  },
  donorEmailConfirmed: true,
  sharesContactDetails: false,
  donation: {
    lots: [
      { ticker: 'VTI', quantity: { kind: 'shares', shares: '10' } },
      { ticker: 'AAPL', quantity: { kind: 'amount', dollars: '500.00' } },
    ],
    transferMethod: 'MANUAL',
  },
  brokerage: {
    firm: 'Vanguard',
    otherFirmName: '',
    accountHolder: 'Rosa Diaz',
    accountNumber: '••••3333',
  },
  advisor: null,
  signature: { typedName: 'Rosa Diaz', signedOn: '2026-01-01' },
  receipt: null,
};

describe('what the nonprofit’s receipt link reads of a stock gift (issue 23)', () => {
  it('names the securities and the state, and the donor only with their consent', () => {
    expect(stockGiftForNonprofit(GIFT)).toEqual({
      id: 'g1',
      status: 'SUBMITTED',
      recipientLegalName: 'San Francisco-Marin Food Bank',
      donor: null,
      lots: GIFT.donation!.lots,
      receipt: null,
    });
    expect(stockGiftForNonprofit({ ...GIFT, sharesContactDetails: true }).donor).toEqual({
      fullName: 'Rosa Diaz',
      email: 'rosa@example.com',
    });
  });

  it('never carries the donor’s brokerage, address, advisor or signature', () => {
    const read = JSON.stringify(stockGiftForNonprofit({ ...GIFT, sharesContactDetails: true }));
    for (const kept of ['3333', 'Vanguard', 'Main St', 'Austin', '2026-01-01', 'signature'])
      expect(read).not.toContain(kept);
  });
});
