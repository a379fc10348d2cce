import { GiftConfirmationBodySchema } from '@bequest/domain';
import { z } from 'zod';
import { route } from './route';

export const giftRoutes = {
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
