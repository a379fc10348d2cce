import {
  BrokerageSchema,
  DELIVERING_FIRMS,
  FinancialAdvisorSchema,
  GIFT_STATUSES,
  StockDonationSchema,
  StockGiftStartSchema,
  TRANSFER_METHODS,
  type TransferMethod,
} from '@bequest/domain';
import { z } from 'zod';
import { DocumentFileSchema } from './document-file.routes';
import { GIFT_EXAMPLES } from './gift-examples';
import { route } from './route';

const text = z.string();
const address = z.object({ line1: text, line2: text, city: text, state: text, postalCode: text });

/** A stock gift as the donor (or their guest link) reads it: account numbers only masked. */
export const StockGiftViewSchema = z.object({
  id: text,
  status: z.enum(GIFT_STATUSES),
  recipient: z.object({
    ein: text,
    legalName: text,
    address: z.object({ street: text, city: text, state: text, postalCode: text }),
  }),
  receiving: z.object({
    receivingFirm: text,
    dtcNumber: text,
    accountNumber: text,
    accountName: text,
    contact: z.object({ name: text, email: text, phone: text }),
  }),
  donor: z.object({ fullName: text, email: text, address }),
  donorEmailConfirmed: z.boolean(),
  sharesContactDetails: z.boolean(),
  donation: z
    .object({
      lots: z
        .array(
          z.object({
            ticker: text,
            quantity: z.discriminatedUnion('kind', [
              z.object({ kind: z.literal('shares'), shares: text }),
              z.object({ kind: z.literal('amount'), dollars: text }),
            ]),
          }),
        )
        .readonly(),
      transferMethod: z.enum(
        Object.keys(TRANSFER_METHODS) as [TransferMethod, ...TransferMethod[]],
      ),
    })
    .nullable(),
  brokerage: z
    .object({
      firm: z.enum(DELIVERING_FIRMS),
      otherFirmName: text,
      accountHolder: text,
      accountNumber: text.startsWith('••••'),
    })
    .nullable(),
  advisor: z.object({ name: text, email: text }).nullable(),
  signature: z.object({ typedName: text, signedOn: text }).nullable(),
  receipt: z
    .object({
      receivedOn: text,
      shares: z.array(z.object({ ticker: text, shares: text })).readonly(),
    })
    .nullable(),
});
export type StockGiftView = z.output<typeof StockGiftViewSchema>;

/** What the nonprofit's receipt link reads of a gift: never the donor's account details. */
export const StockGiftForNonprofitSchema = z.object({
  id: text,
  status: z.enum(GIFT_STATUSES),
  recipientLegalName: text,
  donor: z.object({ fullName: text, email: text }).nullable(),
  lots: StockGiftViewSchema.shape.donation.unwrap().shape.lots,
  receipt: StockGiftViewSchema.shape.receipt,
});
export type StockGiftForNonprofitView = z.output<typeof StockGiftForNonprofitSchema>;

/** The gift's id in a path. */
const GIFT = z.object({ id: z.string().min(1).max(100) });

/** A guest's key (or the nonprofit's receipt key) in a file link, which cannot send headers. */
const FILE_QUERY = z.object({
  download: z.enum(['true']).optional(),
  key: z.string().max(200).optional(),
});

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const INVALID = { status: 400, code: 'REQUEST.INVALID' } as const;
const REFUSED = { status: 409, code: 'GIFT.TRANSITION_REFUSED' } as const;
const STALE = { status: 409, code: 'REQUEST.STALE_WRITE' } as const;

const step = <Body extends z.ZodType>(
  name: string,
  body: Body,
  summary: string,
  example: z.input<Body>,
) =>
  route({
    method: 'PUT',
    path: `/stock-gifts/:id/${name}`,
    summary,
    auth: 'gift-key',
    params: GIFT,
    body,
    example,
    response: StockGiftViewSchema,
    errors: [INVALID, NOT_FOUND, REFUSED, STALE],
  });

const letter = (path: string, summary: string) =>
  route({
    method: 'GET',
    path,
    summary,
    auth: 'gift-key',
    params: GIFT,
    query: FILE_QUERY,
    response: DocumentFileSchema,
    errors: [NOT_FOUND, REFUSED],
    prefixed: false,
    produces: 'pdf',
  });

/**
 * Gifts of securities (giving-and-beneficiaries.md 2.5, 7.3; issue 23). A signed-in donor's gift
 * is reached by their session; a guest's by the key of the link they were e-mailed, sent as the
 * `X-Gift-Key` header (or `key` in a file link).
 */
export const stockGiftRoutes = {
  startStockGift: route({
    method: 'POST',
    path: '/stock-gifts',
    summary:
      'Start a gift of securities to a nonprofit of the IRS master file that receives them: signed in, or as a guest when FW_GUEST_STOCK_GIFT is on (the answer carries the guest key, also e-mailed as a link)',
    auth: 'public',
    idempotent: true,
    body: StockGiftStartSchema,
    example: GIFT_EXAMPLES.startStockGift,
    response: z.object({ id: text, guestKey: text.nullable() }),
    errors: [
      INVALID,
      { status: 403, code: 'GIFT.GUESTS_CLOSED' },
      { status: 404, code: 'REQUEST.NOT_FOUND' },
      { status: 422, code: 'GIFT.NOT_RECEIVING' },
      { status: 429, code: 'REQUEST.RATE_LIMITED' },
    ],
  }),
  listStockGifts: route({
    method: 'GET',
    path: '/stock-gifts',
    summary: 'The active profile’s gifts of securities, newest first (/account/stocks)',
    auth: 'session',
    response: z.array(StockGiftViewSchema),
  }),
  getStockGift: route({
    method: 'GET',
    path: '/stock-gifts/:id',
    summary: 'A gift of securities the session or guest key reaches',
    auth: 'gift-key',
    params: GIFT,
    response: StockGiftViewSchema,
    errors: [NOT_FOUND],
  }),
  saveStockDonation: step(
    'donation',
    StockDonationSchema,
    'The donation step: each security (ticker; shares or a dollar amount) and how the shares will move',
    GIFT_EXAMPLES.saveStockDonation,
  ),
  saveStockBrokerage: step(
    'brokerage',
    BrokerageSchema,
    'The brokerage step: the delivering firm, the account holder, and the account number, kept only masked',
    { firm: 'Vanguard', accountHolder: 'Ada Lovelace', accountNumber: '5555 4444 3333' },
  ),
  saveStockAdvisor: step(
    'advisor',
    FinancialAdvisorSchema,
    'The advisor who receives the signed transfer instructions, with the donor’s consent',
    GIFT_EXAMPLES.saveStockAdvisor,
  ),
  signStockGift: route({
    method: 'POST',
    path: '/stock-gifts/:id/sign',
    summary:
      'Sign the letter of authorization by typing the donor’s full name, which submits the gift and e-mails the donor, the advisor and the nonprofit',
    auth: 'gift-key',
    params: GIFT,
    body: z.object({ typedName: z.string().max(200), consent: z.boolean() }),
    response: StockGiftViewSchema,
    errors: [INVALID, { status: 403, code: 'GIFT.EMAIL_UNCONFIRMED' }, NOT_FOUND, REFUSED, STALE],
  }),
  resendStockGiftLink: route({
    method: 'POST',
    path: '/stock-gifts/:id/confirmation-email',
    summary:
      'E-mail the donor the link to their gift again, with a new key; opening it confirms the address, which signing needs (the account-verification step-up)',
    auth: 'gift-key',
    params: GIFT,
    response: z.object({ success: z.literal(true) }),
    errors: [NOT_FOUND, REFUSED, { status: 429, code: 'REQUEST.RATE_LIMITED' }],
  }),
  cancelStockGift: route({
    method: 'POST',
    path: '/stock-gifts/:id/cancel',
    summary: 'Cancel a gift the nonprofit has not confirmed yet',
    auth: 'gift-key',
    params: GIFT,
    response: StockGiftViewSchema,
    errors: [NOT_FOUND, REFUSED, STALE],
  }),
  getStockGiftReceipt: route({
    method: 'GET',
    path: '/stock-gifts/:id/receipt',
    summary:
      'What the nonprofit needs to confirm the shares arrived, read with the receipt key of the link it was e-mailed (X-Gift-Key): the securities, the gift’s state, and the donor’s name only with their consent',
    auth: 'public',
    params: GIFT,
    response: StockGiftForNonprofitSchema,
    errors: [NOT_FOUND, { status: 429, code: 'REQUEST.RATE_LIMITED' }],
  }),
  confirmStockGiftReceipt: route({
    method: 'POST',
    path: '/stock-gifts/:id/receipt',
    summary:
      'The nonprofit confirms the day the shares arrived and how many of each, with the receipt key of the link it was e-mailed (X-Gift-Key); the donor is e-mailed its acknowledgement',
    auth: 'public',
    params: GIFT,
    body: z.object({
      receivedOn: z.string().max(10),
      shares: z.array(z.string().max(30)).max(20),
    }),
    response: z.object({ id: text, status: z.enum(GIFT_STATUSES) }),
    errors: [INVALID, NOT_FOUND, REFUSED, STALE, { status: 429, code: 'REQUEST.RATE_LIMITED' }],
  }),
  stockGiftLetter: letter(
    '/stock-gift/:id.pdf',
    'The letter of authorization the donor signed, as a PDF (giving 7.3)',
  ),
  stockGiftTaxAcknowledgement: letter(
    '/stock-gift/:id/tax-acknowledgement.pdf',
    'The nonprofit’s acknowledgement of the gift, once it confirmed receipt, as a PDF (giving 7.3)',
  ),
};
