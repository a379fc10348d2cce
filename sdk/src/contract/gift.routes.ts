import { GiftConfirmationBodySchema } from '@bequest/domain';
import { z } from 'zod';
import { route } from './route';

const dollars = z.string().regex(/^\d+(\.\d+)?$/);

export const giftRoutes = {
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
    response: z.object({ id: z.string(), nonprofitName: z.string() }),
    errors: [
      { status: 400, code: 'REQUEST.INVALID' },
      { status: 404, code: 'REQUEST.NOT_FOUND' },
      { status: 429, code: 'REQUEST.RATE_LIMITED' },
    ],
  }),
};
