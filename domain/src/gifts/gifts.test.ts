import type { z } from 'zod';
import { auditProblems } from '../execution/statute-check';
import { fieldErrorsOf } from '../validation/field-errors';
import { maskAccountNumber } from './account-number';
import { GIFT_STATUSES, isEditable, nextGiftStatus, type GiftEvent } from './gift-status';
import {
  BrokerageSchema,
  FinancialAdvisorSchema,
  SecurityLotSchema,
  StockDonationSchema,
} from './stock-gift';
import { estimatedShareValue, SHARE_VALUATION } from './stock-valuation';

const messages = (result: { error?: { issues: z.core.$ZodIssue[] } }) =>
  fieldErrorsOf(result.error?.issues ?? []);

describe('a gift’s life (issue 23)', () => {
  const EVENTS: GiftEvent[] = ['submit', 'confirm-receipt', 'cancel'];
  it.each([
    ['DRAFT', 'submit', 'SUBMITTED'],
    ['DRAFT', 'confirm-receipt', null],
    ['DRAFT', 'cancel', 'CANCELLED'],
    ['SUBMITTED', 'submit', null],
    ['SUBMITTED', 'confirm-receipt', 'CONFIRMED'],
    ['SUBMITTED', 'cancel', 'CANCELLED'],
    ['CONFIRMED', 'submit', null],
    ['CONFIRMED', 'confirm-receipt', null],
    ['CONFIRMED', 'cancel', null],
    ['CANCELLED', 'submit', null],
    ['CANCELLED', 'confirm-receipt', null],
    ['CANCELLED', 'cancel', null],
  ] as const)('%s, %s: %s', (status, event, next) => {
    const result = nextGiftStatus(status, event);
    if (next) expect(result._unsafeUnwrap()).toBe(next);
    else expect(result._unsafeUnwrapErr().code).toBe('GIFT.TRANSITION_REFUSED');
  });

  it('covers every status and event, and only a draft is edited', () => {
    expect(GIFT_STATUSES.length * EVENTS.length).toBe(12);
    expect(GIFT_STATUSES.filter(isEditable)).toEqual(['DRAFT']);
  });
});

describe('account numbers are kept masked', () => {
  it.each([
    ['1234-5678 9012', '••••9012'],
    ['Z12345678', '••••5678'],
    ['abc', null],
    ['12#45678', null],
  ])('%s → %s', (typed, masked) => {
    expect(maskAccountNumber(typed)).toBe(masked);
  });
});

describe('the stock donation and brokerage steps', () => {
  it('reads a ticker in capitals and a number of shares or a dollar amount', () => {
    expect(
      SecurityLotSchema.parse({ ticker: ' brk.b ', quantity: { kind: 'shares', shares: '10.5' } }),
    ).toEqual({ ticker: 'BRK.B', quantity: { kind: 'shares', shares: '10.5' } });
    expect(
      SecurityLotSchema.parse({ ticker: 'VTI', quantity: { kind: 'amount', dollars: '$5,000' } })
        .quantity,
    ).toEqual({ kind: 'amount', dollars: '5000' });
  });

  it('names what is wrong with a lot', () => {
    expect(
      messages(
        StockDonationSchema.safeParse({
          lots: [{ ticker: '1AB', quantity: { kind: 'shares', shares: '0' } }],
          transferMethod: 'MANUAL',
        }),
      ),
    ).toEqual({
      'lots.0.ticker': 'Please enter the ticker symbol, such as VTI',
      'lots.0.quantity.shares':
        'Please enter a number of shares greater than zero, up to six decimal places',
    });
    expect(messages(StockDonationSchema.safeParse({ lots: [], transferMethod: 'MANUAL' }))).toEqual(
      {
        lots: 'Please add at least one security',
      },
    );
  });

  it('keeps only the masked account number, and asks for another firm’s name', () => {
    const brokerage = BrokerageSchema.parse({
      firm: 'Vanguard',
      accountHolder: 'Ana Li',
      accountNumber: '8800-1234-5678',
    });
    expect(brokerage.accountNumber).toBe('••••5678');
    expect(JSON.stringify(brokerage)).not.toContain('8800');
    expect(
      messages(
        BrokerageSchema.safeParse({
          firm: 'Other',
          accountHolder: 'Ana Li',
          accountNumber: '12',
        }),
      ),
    ).toEqual({
      accountNumber: 'Please enter the account number, letters and digits only',
      otherFirmName: 'Please enter the name of the brokerage',
    });
  });

  it('sends an advisor instructions only with the donor’s consent', () => {
    expect(
      messages(
        FinancialAdvisorSchema.safeParse({
          name: 'Joon Park',
          email: 'joon@advisors.example',
          consentToShare: false,
        }),
      ),
    ).toEqual({
      consentToShare: 'Please agree that we may send your advisor the transfer instructions',
    });
  });
});

describe('the donor’s estimate of a gift of shares (the mean of the day’s high and low)', () => {
  it.each([
    ['100', '210.50', '207.30', '20890'],
    ['10.5', '100.01', '100.00', '1050.05'],
    ['0.333333', '3', '3', '1'],
  ])('%s shares between %s and %s: $%s', (shares, high, low, value) => {
    expect(estimatedShareValue(shares, high, low)).toBe(value);
  });

  it('cites its rule', () => {
    expect(auditProblems(SHARE_VALUATION, '2026-11-26')).toEqual([]);
  });
});
