import { z } from 'zod';
import { formatMoney } from '../money/money';
import { isCalendarDate, type CalendarDate } from '../qcds/calendar-date';
import { EMAIL_MESSAGE, isValidEmail } from '../validation/email';
import { einOf, isEin } from '../nonprofit-directory/ein';
import { GiftDonorSchema, type GiftDonor, type GiftRecipient } from './gift-parties';
import type { GiftStatus } from './gift-status';
import {
  SharesSchema,
  type Brokerage,
  type FinancialAdvisorSchema,
  type SecurityLot,
  type TransferMethod,
} from './stock-gift';

/**
 * Where a nonprofit receives shares (issue 23), as staff configure it per nonprofit: the firm
 * that holds its account, the firm's DTC participant number, the account, and whom to tell.
 */
export const ReceivingDetailsSchema = z.object({
  receivingFirm: z.string().trim().min(2, 'Please enter the receiving brokerage').max(200),
  dtcNumber: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Please enter the four-digit DTC participant number'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,34}$/, 'Please enter the receiving account number'),
  accountName: z.string().trim().min(2, 'Please enter the name on the receiving account').max(200),
  contact: z.object({
    name: z.string().trim().min(2, 'Please enter the contact’s name').max(200),
    email: z.string().trim().toLowerCase().refine(isValidEmail, EMAIL_MESSAGE),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9()+\-. ]{7,20}$/, 'Please enter the contact’s phone number'),
  }),
});
export type ReceivingDetails = z.output<typeof ReceivingDetailsSchema>;

export type FinancialAdvisor = Omit<z.output<typeof FinancialAdvisorSchema>, 'consentToShare'>;

/** The donation step's answer: the securities given and how they will move. */
export interface StockDonation {
  readonly lots: readonly SecurityLot[];
  readonly transferMethod: TransferMethod;
}

/** The donor's electronic signature: the name as they typed it, on the day they signed. */
export interface ElectronicSignature {
  readonly typedName: string;
  readonly signedOn: CalendarDate;
}

/**
 * A gift of securities as it is kept (issue 23). The recipient and where it receives shares are
 * read when the gift starts, so the letter the donor signs names what the donor saw.
 */
export interface StockGift {
  readonly id: string;
  readonly status: GiftStatus;
  readonly recipient: GiftRecipient;
  readonly receiving: ReceivingDetails;
  readonly donor: GiftDonor;
  /**
   * Whether the donor's e-mail is known to be theirs: a signed-in account's verified address, or
   * confirmed by opening the link e-mailed to it. A gift is signed only then, since signing
   * e-mails the nonprofit and the advisor in the donor's name.
   */
  readonly donorEmailConfirmed: boolean;
  /** Whether the nonprofit may learn the donor's name and contact (giving 6), not only the gift. */
  readonly sharesContactDetails: boolean;
  readonly donation: StockDonation | null;
  readonly brokerage: Brokerage | null;
  /** Only when the donation moves through a financial advisor. */
  readonly advisor: FinancialAdvisor | null;
  readonly signature: ElectronicSignature | null;
  /** What the nonprofit confirmed arrived, once it has. */
  readonly receipt: GiftReceipt | null;
}

/** The day the shares arrived and how many of each security, as the nonprofit counted them. */
export interface GiftReceipt {
  readonly receivedOn: CalendarDate;
  readonly shares: readonly { readonly ticker: string; readonly shares: string }[];
}

export const SIGNATURE_MESSAGES = {
  typedName: 'Please type your full name as it appears above to sign',
  consent: 'Please agree to sign this letter electronically',
} as const;

/**
 * What signing asks (issue 23): the donor's full name, typed, and agreement to sign
 * electronically. The name must be the donor's own, however it is capitalized or spaced.
 */
export const electronicSignatureSchema = (donorName: string) =>
  z.object({
    typedName: z
      .string()
      .trim()
      .max(200)
      .refine((typed) => sameName(typed, donorName), SIGNATURE_MESSAGES.typedName),
    consent: z.literal(true, { error: SIGNATURE_MESSAGES.consent }),
  });

const normalizedName = (name: string) =>
  name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
const sameName = (typed: string, name: string) => normalizedName(typed) === normalizedName(name);

export const STOCK_GIFT_STEPS_MESSAGES = {
  donation: 'Please tell us which shares you are giving',
  brokerage: 'Please tell us which brokerage holds the shares',
  advisor: 'Please tell us who your financial advisor is',
} as const;

/** The steps a gift still lacks before it can be signed, by step, with what to say. */
export const stockGiftMissingSteps = (
  gift: Pick<StockGift, 'donation' | 'brokerage' | 'advisor'>,
): Partial<Record<keyof typeof STOCK_GIFT_STEPS_MESSAGES, string>> => ({
  ...(gift.donation ? {} : { donation: STOCK_GIFT_STEPS_MESSAGES.donation }),
  ...(gift.brokerage ? {} : { brokerage: STOCK_GIFT_STEPS_MESSAGES.brokerage }),
  ...(gift.donation?.transferMethod === 'FINANCIAL_ADVISOR' && !gift.advisor
    ? { advisor: STOCK_GIFT_STEPS_MESSAGES.advisor }
    : {}),
});

/** A gift counts as made on the account page once it is signed and submitted. */
export const isGiftComplete = (status: GiftStatus): boolean =>
  status === 'SUBMITTED' || status === 'CONFIRMED';

export const RECEIPT_MESSAGES = {
  receivedOn: 'Please enter the day the shares arrived as YYYY-MM-DD, today or earlier',
  shares: 'Please enter the number of shares of each security that arrived',
} as const;

/**
 * The nonprofit's confirmation that the shares arrived: the day, not after today, and the shares
 * of each of the gift's securities, in the gift's order (a gift of a dollar amount becomes shares
 * only at the transfer).
 */
export const receiptSchema = (today: CalendarDate, tickers: readonly string[]) =>
  z
    .object({
      receivedOn: z
        .string()
        .trim()
        .refine(
          (day): day is CalendarDate => isCalendarDate(day) && day <= today,
          RECEIPT_MESSAGES.receivedOn,
        ),
      shares: z.array(SharesSchema),
    })
    .refine((receipt) => receipt.shares.length === tickers.length, {
      path: ['shares'],
      message: RECEIPT_MESSAGES.shares,
    })
    .transform(({ receivedOn, shares }): GiftReceipt => ({
      receivedOn,
      shares: shares.map((count, index) => ({ ticker: tickers[index] ?? '', shares: count })),
    }));

/** "12.5 shares of VTI" or "$5,000.00 of VTI", as the letters describe a lot. */
export const lotDescription = (lot: SecurityLot): string =>
  lot.quantity.kind === 'shares'
    ? `${lot.quantity.shares} ${lot.quantity.shares === '1' ? 'share' : 'shares'} of ${lot.ticker}`
    : `${formatMoney({ value: lot.quantity.dollars, currency: 'USD' })} of ${lot.ticker}`;

export const START_MESSAGES = {
  recipientEin: 'Please choose the nonprofit from the list',
  sharesContactDetails: 'Please say whether the nonprofit may know who you are',
} as const;

/** What starts a gift: the nonprofit by EIN, the donor, and whether the nonprofit may know them. */
export const StockGiftStartSchema = z.object({
  recipientEin: z
    .string()
    .trim()
    .transform((ein) => einOf(ein) ?? ein)
    .refine(isEin, START_MESSAGES.recipientEin),
  donor: GiftDonorSchema,
  sharesContactDetails: z.boolean({ error: START_MESSAGES.sharesContactDetails }),
});
export type StockGiftStart = z.output<typeof StockGiftStartSchema>;
