import {
  NonprofitWebhookBodySchema,
  NONPROFIT_WEBHOOK_EVENTS,
  SharedChoiceSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';
import { ProfileIdParamsSchema } from './schemas';

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const INVALID = { status: 400, code: 'REQUEST.INVALID' } as const;

const OrganizationIdSchema = z.string().trim().min(1).max(100);

/** One line of the person's consent ledger, exactly as it was sent (giving 4.7, 6). */
export const ConsentLedgerEntrySchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  nonprofitName: z.string(),
  type: z.enum(NONPROFIT_WEBHOOK_EVENTS),
  /** False for a withdrawal kept for the person when nothing had been sent to the nonprofit. */
  sent: z.boolean(),
  sentAt: z.string(),
  body: NonprofitWebhookBodySchema,
  /** The body's line as the nonprofit's e-mail digest gave it. */
  summary: z.string(),
});
export type ConsentLedgerEntryBody = z.output<typeof ConsentLedgerEntrySchema>;

/** What the person chose, told to a nonprofit only with consent (issue 26). */
export const nonprofitDeliveryRoutes = {
  shareChoiceWithNonprofit: route({
    method: 'POST',
    path: '/profiles/:profileId/nonprofit-deliveries',
    summary:
      'Tell a partner nonprofit what the person chose (a bequest, a beneficiary designation, a gift, a recorded intention), with their name and contact details, only if they consented (the plan’s opt-in and/or the nonprofit on their list); without consent nothing is sent and `delivered` is false',
    auth: 'session',
    idempotent: true,
    params: ProfileIdParamsSchema,
    body: z.object({ organizationId: OrganizationIdSchema, choice: SharedChoiceSchema }),
    response: z.object({ delivered: z.boolean(), deliveryId: z.string().nullable() }),
    errors: [NOT_FOUND, INVALID],
  }),
  getConsentLedger: route({
    method: 'GET',
    path: '/profiles/:profileId/consent-ledger',
    summary:
      'The consent ledger: every nonprofit that received the person’s information, exactly what was sent and when, and each withdrawal, newest first, read from the delivery records',
    auth: 'session',
    params: ProfileIdParamsSchema,
    response: z.array(ConsentLedgerEntrySchema),
    errors: [NOT_FOUND],
  }),
};

/** Who sets a nonprofit's delivery and exports the deliveries: partner managers and admins. */
const NONPROFIT_DELIVERY: StaffAuth = { staff: ['partner_manager', 'admin'] };

export const NonprofitDeliverySettingsViewSchema = z.object({
  organizationId: z.string(),
  url: z.string().nullable(),
  contacts: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type NonprofitDeliverySettingsView = z.output<typeof NonprofitDeliverySettingsViewSchema>;

export const NonprofitDeliverySettingsBodySchema = z.object({
  url: z.string().trim().max(2000).nullable(),
  contacts: z.array(z.string().trim().max(254)).max(10, 'Please list at most 10 contacts'),
});

export const nonprofitDeliveryStaffRoutes = {
  getNonprofitDelivery: route({
    method: 'GET',
    path: '/staff/nonprofits/:organizationId/delivery',
    summary: 'A nonprofit’s webhook endpoint and digest contacts, never its secret (audited)',
    auth: NONPROFIT_DELIVERY,
    params: z.object({ organizationId: OrganizationIdSchema }),
    response: NonprofitDeliverySettingsViewSchema,
    errors: [NOT_FOUND],
  }),
  setNonprofitDelivery: route({
    method: 'PUT',
    path: '/staff/nonprofits/:organizationId/delivery',
    summary:
      'Set a nonprofit’s webhook endpoint (https) and digest contacts; a new or changed endpoint answers its signing secret this once (audited)',
    auth: NONPROFIT_DELIVERY,
    params: z.object({ organizationId: OrganizationIdSchema }),
    body: NonprofitDeliverySettingsBodySchema,
    response: z.object({
      settings: NonprofitDeliverySettingsViewSchema,
      secret: z.string().nullable(),
    }),
    errors: [NOT_FOUND, INVALID],
  }),
  exportNonprofitDeliveries: route({
    method: 'GET',
    path: '/staff/nonprofit-deliveries.csv',
    summary:
      'The deliveries sent to nonprofits (one nonprofit’s, or all) as a CSV file, newest first, at most 50,000 rows (audited)',
    auth: NONPROFIT_DELIVERY,
    query: z.object({ organizationId: OrganizationIdSchema.optional() }),
    response: z.object({ fileName: z.string().nullable(), content: z.instanceof(Uint8Array) }),
    produces: 'csv',
  }),
};
