import {
  MarketingStatSchema,
  NonprofitSchema,
  PartnerCustomUrlSchema,
  PRODUCT_CODES,
  TrafficRecordSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { route } from './route';
import { SuccessSchema } from './schemas';

const productCode = z.enum(Object.values(PRODUCT_CODES) as [string, ...string[]]);

/** Public reference data: partners, marketing stats, traffic (platform-core.md 7). */
export const referenceRoutes = {
  getPartnerCustomUrl: route({
    method: 'GET',
    path: '/partners/custom-url',
    summary:
      'A partner custom URL by urlName (which also sets the partner_org_id cookie for a month) or organizationId',
    auth: 'public',
    query: z
      .object({
        product: productCode,
        urlName: z.string().max(100).optional(),
        organizationId: z.string().max(100).optional(),
      })
      .refine((query) => Boolean(query.urlName) !== Boolean(query.organizationId), {
        message: 'Give either urlName or organizationId',
        path: ['urlName'],
      }),
    response: PartnerCustomUrlSchema,
    errors: [{ status: 404, code: 'REQUEST.NOT_FOUND' }],
  }),
  searchNonprofits: route({
    method: 'GET',
    path: '/nonprofits',
    summary:
      'Charities to name as beneficiaries, or to give shares to, whose name contains the text (or of the EIN typed), partners first; public, for a guest’s stock gift',
    auth: 'public',
    query: z.object({ text: z.string().max(100) }),
    response: z.array(NonprofitSchema),
    errors: [{ status: 429, code: 'REQUEST.RATE_LIMITED' }],
  }),
  getMarketingStats: route({
    method: 'GET',
    path: '/marketing-stats',
    summary:
      'Marketing stats for comma-separated field names (AMOUNT_RAISED, PARTNER_COUNT, WILLS_CREATED, and PRESS_MENTIONS: the home page media mentions)',
    auth: 'public',
    query: z.object({ fieldNames: z.string().max(200) }),
    response: z.array(MarketingStatSchema),
  }),
  saveTraffic: route({
    method: 'POST',
    path: '/traffic',
    summary: 'Record a visit: source WEB and the tracking data',
    auth: 'public',
    body: TrafficRecordSchema,
    response: SuccessSchema,
  }),
} as const;
