import { GIVING_WAY_NAMES, SmartGivingSettingsSchema } from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';

/** Who configures the nonprofits' pages in the staff console (ADR 0022). */
const PARTNER_PAGES: StaffAuth = { staff: ['partner_manager', 'admin'] };
const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;

const urlName = z.object({ urlName: z.string().trim().min(1).max(100) });

/** A nonprofit as the index of smart giving pages lists it. */
export const SmartGivingEntrySchema = z.object({
  urlName: z.string(),
  displayName: z.string(),
  logoUrl: z.string().nullable(),
});

/** A nonprofit's smart giving page (giving 2.9): who it is, its story, and the ways to give it. */
export const SmartGivingPageViewSchema = SmartGivingEntrySchema.extend({
  organizationId: z.string(),
  story: z.string().nullable(),
  /** The nonprofit's color, or null to keep the site's (FW_DONOR_UX_CUSTOM_THEME off). */
  primaryColor: z.string().nullable(),
  ways: z.array(z.object({ way: z.enum(GIVING_WAY_NAMES), label: z.string(), path: z.string() })),
  /** The sites that may frame its widget: the only targets its height is posted to. */
  widgetOrigins: z.array(z.string()),
});
export type SmartGivingPageView = z.output<typeof SmartGivingPageViewSchema>;

/** A nonprofit's page settings as staff see them. */
export const SmartGivingSettingsViewSchema = z.object({
  organizationId: z.string(),
  urlName: z.string(),
  displayName: z.string(),
  settings: SmartGivingSettingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SmartGivingSettingsView = z.output<typeof SmartGivingSettingsViewSchema>;

export const smartGivingRoutes = {
  listSmartGivingPages: route({
    method: 'GET',
    path: '/smartgiving',
    summary: 'The nonprofits with a smart giving page, by name (giving 2.9)',
    auth: 'public',
    response: z.array(SmartGivingEntrySchema),
  }),
  getSmartGivingPage: route({
    method: 'GET',
    path: '/smartgiving/:urlName',
    summary:
      "A nonprofit's smart giving page: its name, logo, color, story and the ways to give it offers, each with the path of its flow; sets the partner_org_id cookie for a month, as a partner page does",
    auth: 'public',
    params: urlName,
    response: SmartGivingPageViewSchema,
    errors: [NOT_FOUND],
  }),
};

export const smartGivingStaffRoutes = {
  listSmartGivingSettings: route({
    method: 'GET',
    path: '/staff/smart-giving-pages',
    summary: "Every partner nonprofit's smart giving page settings, by name (audited)",
    auth: PARTNER_PAGES,
    response: z.array(SmartGivingSettingsViewSchema),
  }),
  configureSmartGivingPage: route({
    method: 'PUT',
    path: '/staff/smart-giving-pages/:organizationId',
    summary:
      "Set a nonprofit's ways to give, story, color and the https origins that may frame its widget (audited)",
    auth: PARTNER_PAGES,
    params: z.object({ organizationId: z.string().trim().min(1).max(100) }),
    body: SmartGivingSettingsSchema,
    example: {
      ways: ['will', 'stock', 'qcd'],
      story: 'Every gift keeps neighbors fed.',
      primaryColor: '#1d4ed8',
      widgetOrigins: ['https://www.harborfoodbank.org'],
    },
    response: SmartGivingSettingsViewSchema,
    errors: [NOT_FOUND, { status: 400, code: 'REQUEST.INVALID' }],
  }),
};
