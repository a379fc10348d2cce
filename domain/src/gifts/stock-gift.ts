import { z } from 'zod';
import { EMAIL_MESSAGE, isValidEmail } from '../validation/email';
import { DELIVERING_FIRMS } from './brokerages';
import { giftAmountField, maskedAccountNumberField } from './gift-fields';

/** How the shares will move to the nonprofit (giving-and-beneficiaries.md 2.5; issue 23). */
export const TRANSFER_METHODS = {
  MANUAL: 'I will ask my brokerage to transfer the shares',
  FINANCIAL_ADVISOR: 'My financial advisor will transfer the shares',
  GIFT_VERIFICATION: 'I have already transferred the shares',
} as const;
export type TransferMethod = keyof typeof TRANSFER_METHODS;

export const STOCK_GIFT_MESSAGES = {
  ticker: 'Please enter the ticker symbol, such as VTI',
  shares: 'Please enter a number of shares greater than zero, up to six decimal places',
  lots: 'Please add at least one security',
  firmName: 'Please enter the name of the brokerage',
  accountHolder: 'Please enter the name on the account',
  advisorName: 'Please enter your advisor’s name',
  advisorConsent: 'Please agree that we may send your advisor the transfer instructions',
} as const;

const TICKER = /^[A-Z][A-Z0-9.-]{0,9}$/;
const SHARES = /^(?=.*[1-9])\d{1,12}(\.\d{1,6})?$/;

/** A ticker symbol as typed, read in capitals. */
export const TickerSchema = z
  .string()
  .trim()
  .transform((ticker) => ticker.toUpperCase())
  .refine((ticker) => TICKER.test(ticker), STOCK_GIFT_MESSAGES.ticker);

/** A number of shares, fractional to six places. */
export const SharesSchema = z.string().trim().regex(SHARES, STOCK_GIFT_MESSAGES.shares);

/** One security given: its ticker, and either a number of shares or a dollar amount. */
export const SecurityLotSchema = z.object({
  ticker: TickerSchema,
  quantity: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('shares'), shares: SharesSchema }),
    z.object({
      kind: z.literal('amount'),
      dollars: giftAmountField(),
    }),
  ]),
});
export type SecurityLot = z.output<typeof SecurityLotSchema>;

/** The donation step: what is given and how it will move. */
export const StockDonationSchema = z.object({
  lots: z.array(SecurityLotSchema).min(1, STOCK_GIFT_MESSAGES.lots).max(20),
  transferMethod: z.enum(Object.keys(TRANSFER_METHODS) as [TransferMethod, ...TransferMethod[]]),
});

/**
 * The brokerage step: the delivering firm (or another, named), the account holder, and the
 * account number, which is kept masked from the moment it is read.
 */
export const BrokerageSchema = z
  .object({
    firm: z.enum(DELIVERING_FIRMS),
    otherFirmName: z.string().trim().max(200).default(''),
    accountHolder: z.string().trim().min(2, STOCK_GIFT_MESSAGES.accountHolder).max(200),
    accountNumber: maskedAccountNumberField(),
  })
  .refine((brokerage) => brokerage.firm !== 'Other' || brokerage.otherFirmName.trim().length >= 2, {
    path: ['otherFirmName'],
    message: STOCK_GIFT_MESSAGES.firmName,
    // Said with the other fields' messages, not after they are fixed.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type Brokerage = z.output<typeof BrokerageSchema>;

/** The advisor who receives the transfer instructions, with the donor's consent to send them. */
export const FinancialAdvisorSchema = z.object({
  name: z.string().trim().min(2, STOCK_GIFT_MESSAGES.advisorName).max(200),
  email: z.string().trim().refine(isValidEmail, EMAIL_MESSAGE),
  consentToShare: z.literal(true, { error: STOCK_GIFT_MESSAGES.advisorConsent }),
});
