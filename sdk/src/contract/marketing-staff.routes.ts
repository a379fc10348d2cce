import { MarketingContentSchema } from '@bequest/domain';
import { route, type StaffAuth } from './route';

/** Who publishes the home page's figures and mentions (issue 24): partner managers and admins. */
const MARKETING: StaffAuth = { staff: ['partner_manager', 'admin'] };

const MARKETING_EXAMPLE = {
  figures: { willsCreated: '602K+', amountRaised: '$6.2B', partnerCount: '900+' },
  pressMentions: [
    {
      outlet: 'The Daily Ledger',
      logoUrl: 'https://cdn.example.org/daily-ledger.svg',
      articleUrl: 'https://dailyledger.example/2026/wills-online',
    },
  ],
};

/** The home page's marketing content in the staff console (platform-core.md 2.5, issue 24). */
export const marketingStaffRoutes = {
  getMarketingContent: route({
    method: 'GET',
    path: '/staff/marketing',
    summary: "The home page's published figures and media mentions",
    auth: MARKETING,
    response: MarketingContentSchema,
  }),
  publishMarketingContent: route({
    method: 'PUT',
    path: '/staff/marketing',
    summary:
      "Publish the home page's figures and media mentions; the home page shows them on its next load (audited)",
    auth: MARKETING,
    body: MarketingContentSchema,
    example: MARKETING_EXAMPLE,
    response: MarketingContentSchema,
    errors: [{ status: 400, code: 'REQUEST.INVALID' }],
  }),
};
