import { GiftConfirmationBodySchema, QcdCheckSchema } from '@bequest/domain';
import { z } from 'zod';
import { route } from './route';

const dollars = z.string().regex(/^\d+(\.\d+)?$/);

/** The RMD step's estimate: the year's required distribution and how much of it a QCD meets. */
export const RmdEstimateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('not-required-yet'), firstYear: z.number() }),
  z.object({ kind: z.literal('outside-table'), year: z.number() }),
  z.object({
    kind: z.literal('required'),
    age: z.number(),
    period: z.string(),
    amount: dollars,
    satisfied: dollars,
    remaining: dollars,
  }),
]);

export const giftRoutes = {
  checkQcd: route({
    method: 'POST',
    path: '/qcd/check',
    summary:
      "A planned qualified charitable distribution checked: the charity by EIN in the IRS master file, the rules of 26 U.S.C. § 408(d)(8) field by field, and, given the IRA's prior year-end balance, the year's RMD and how much of it the gift meets",
    auth: 'public',
    body: QcdCheckSchema,
    example: {
      birthDate: '1951-04-01',
      distributionDate: '2026-03-15',
      amount: '5000',
      givenEarlierInYear: '0',
      recipientEin: '12-3456789',
      priorYearEndBalance: '250000',
      splitInterest: null,
    },
    response: z.object({
      recipient: z.object({ legalName: z.string(), ein: z.string() }).nullable(),
      problems: z.array(z.object({ field: z.string(), message: z.string() })),
      rmd: RmdEstimateSchema.nullable(),
    }),
    errors: [
      { status: 400, code: 'REQUEST.INVALID' },
      { status: 429, code: 'REQUEST.RATE_LIMITED' },
    ],
  }),
  estimateShareGift: route({
    method: 'GET',
    path: '/stock-gifts/estimate',
    summary:
      "The donor's estimate of a gift of shares: the day's high and low from the quote service, averaged, times the shares; `unquoted` when there is no quote (the donor types the price)",
    auth: 'public',
    query: z.object({
      symbol: z.string().max(20),
      shares: z.string().max(30),
      date: z.string().max(10),
    }),
    response: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('estimated'),
        symbol: z.string(),
        date: z.string(),
        high: dollars,
        low: dollars,
        value: dollars,
      }),
      z.object({ kind: z.literal('unquoted'), symbol: z.string(), date: z.string() }),
    ]),
    errors: [
      { status: 400, code: 'REQUEST.INVALID' },
      { status: 429, code: 'REQUEST.RATE_LIMITED' },
    ],
  }),
  confirmGift: route({
    method: 'POST',
    path: '/gift-confirmations',
    summary:
      'A donor tells a nonprofit it is already in their will (giving 2.8); the amounts are read by FW_CONDITIONAL_GIFT_INTENT_FIELDS',
    auth: 'public',
    body: GiftConfirmationBodySchema,
    example: {
      basics: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        nonprofit: { kind: 'partner', urlName: 'sf-food-bank' },
      },
      details: {
        vehicle: 'WILL_OR_TRUST',
        intent: 'PERCENTAGE',
        percentage: '10',
        amount: '',
        recognition: 'NAMED',
        shareContactDetails: true,
      },
    },
    response: z.object({ id: z.string(), nonprofitName: z.string() }),
    errors: [
      { status: 400, code: 'REQUEST.INVALID' },
      { status: 404, code: 'REQUEST.NOT_FOUND' },
      { status: 429, code: 'REQUEST.RATE_LIMITED' },
    ],
  }),
};
