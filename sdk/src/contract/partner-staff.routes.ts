import {
  PartnerEditSchema,
  ReceivingDetailsSchema,
  SlugAliasSchema,
  slugSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';

const timestamp = z.iso.datetime();
const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const INVALID = { status: 400, code: 'REQUEST.INVALID' } as const;

/** Who manages partners, nonprofits and their pages (issue 24): partner managers and admins. */
const PARTNERS: StaffAuth = { staff: ['partner_manager', 'admin'] };

/** A partner as the console shows and edits it: the fields of its edit, and its ids. */
export const PartnerViewSchema = z.object({
  /** The partner's randId, which react-admin calls id. */
  id: z.string(),
  randId: z.string(),
  organizationId: z.string(),
  displayName: z.string(),
  urlName: z.string(),
  isCaCompliant: z.boolean(),
  landingV2Date: z.string().nullable(),
  welcomeMessage: z.string().nullable(),
  copyLongForm: z.string().nullable(),
  uriLogo: z.string().nullable(),
  uriCta: z.string().nullable(),
  isOptInForMAWMText: z.boolean(),
  isOptInForGiftIntentText: z.boolean(),
  hasTrustsForBeneficiaries: z.boolean(),
  updatedAt: timestamp,
});
export type PartnerView = z.output<typeof PartnerViewSchema>;

export const SlugAliasViewSchema = z.object({
  id: z.string(),
  oldSlug: z.string(),
  slug: z.string(),
  createdAt: timestamp,
});
export type SlugAliasView = z.output<typeof SlugAliasViewSchema>;

export const ExternalPartnerPageViewSchema = z.object({
  id: z.string(),
  slug: z.string(),
  createdAt: timestamp,
});
export type ExternalPartnerPageView = z.output<typeof ExternalPartnerPageViewSchema>;

/**
 * A part of an IRS EO BMF extract the console sends: the header row and the records of about
 * 100 KB of the file (the API reads at most 200 KB of JSON), with the file line of its first record.
 */
export const DirectoryImportBodySchema = z.object({
  fileName: z.string().trim().min(1, 'Name the file.').max(200),
  csv: z
    .string()
    .min(1, 'The file is empty.')
    .max(150_000, 'Send the file in parts of at most 150,000 characters.'),
  firstLine: z.number().int().min(2),
  last: z.boolean(),
});

export const DirectoryImportResultSchema = z.object({
  loaded: z.number().int().nonnegative(),
  refused: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type DirectoryImportResultView = z.output<typeof DirectoryImportResultSchema>;

export const NonprofitReceivingViewSchema = z.object({
  ein: z.string(),
  legalName: z.string(),
  location: z.string(),
  details: ReceivingDetailsSchema.nullable(),
});
export type NonprofitReceivingView = z.output<typeof NonprofitReceivingViewSchema>;

const PARTNER_EXAMPLE = {
  displayName: 'Harbor Food Bank',
  urlName: 'harbor-food-bank',
  isCaCompliant: true,
  landingV2Date: null,
  welcomeMessage: 'Welcome, friends of Harbor Food Bank.',
  copyLongForm: null,
  uriLogo: 'https://cdn.example.org/harbor.png',
  uriCta: null,
  isOptInForMAWMText: true,
  isOptInForGiftIntentText: true,
  hasTrustsForBeneficiaries: false,
};

const RandIdParamsSchema = z.object({ randId: z.string().min(1).max(100) });
const EinParamsSchema = z.object({ ein: z.string().min(1).max(20) });

/** Partners and nonprofits in the staff console (issue 24), under /v2/staff; changes are audited. */
export const partnerStaffRoutes = {
  listPartners: route({
    method: 'GET',
    path: '/staff/partners',
    summary: 'The partner organizations with their custom URLs and customizations, by name',
    auth: PARTNERS,
    response: z.array(PartnerViewSchema),
  }),
  getPartner: route({
    method: 'GET',
    path: '/staff/partners/:randId',
    summary: 'A partner with its custom URL and customizations',
    auth: PARTNERS,
    params: RandIdParamsSchema,
    response: PartnerViewSchema,
    errors: [NOT_FOUND],
  }),
  createPartner: route({
    method: 'POST',
    path: '/staff/partners',
    summary: 'Add a partner organization with its custom URL and customizations (audited)',
    auth: PARTNERS,
    body: PartnerEditSchema,
    example: PARTNER_EXAMPLE,
    response: PartnerViewSchema,
    errors: [INVALID],
  }),
  updatePartner: route({
    method: 'PUT',
    path: '/staff/partners/:randId',
    summary:
      "Edit a partner's name, custom URL, CA compliance and customizations; the partner's pages show it at once (audited)",
    auth: PARTNERS,
    params: RandIdParamsSchema,
    body: PartnerEditSchema,
    example: PARTNER_EXAMPLE,
    response: PartnerViewSchema,
    errors: [NOT_FOUND, INVALID],
  }),
  listSlugAliases: route({
    method: 'GET',
    path: '/staff/slug-aliases',
    summary: "Organizations' old slugs and the current slugs they redirect to",
    auth: PARTNERS,
    response: z.array(SlugAliasViewSchema),
  }),
  saveSlugAlias: route({
    method: 'POST',
    path: '/staff/slug-aliases',
    summary:
      "Redirect an organization's old slug to its current one, or point it elsewhere (audited)",
    auth: PARTNERS,
    body: SlugAliasSchema,
    example: { oldSlug: 'harborfoodbank', slug: 'harbor-food-bank' },
    response: SlugAliasViewSchema,
    errors: [INVALID],
  }),
  removeSlugAlias: route({
    method: 'DELETE',
    path: '/staff/slug-aliases/:oldSlug',
    summary: 'Stop redirecting an old slug (audited)',
    auth: PARTNERS,
    params: z.object({ oldSlug: z.string().min(1).max(100) }),
    response: z.object({ success: z.literal(true) }),
    errors: [NOT_FOUND],
  }),
  listExternalPartnerPages: route({
    method: 'GET',
    path: '/staff/external-partner-pages',
    summary: 'The /partner/{slug} pages kept on the external estate-planning client site',
    auth: PARTNERS,
    response: z.array(ExternalPartnerPageViewSchema),
  }),
  addExternalPartnerPage: route({
    method: 'POST',
    path: '/staff/external-partner-pages',
    summary: 'Send /partner/{slug} to the external estate-planning client site (audited)',
    auth: PARTNERS,
    body: z.object({ slug: slugSchema('page’s slug') }),
    example: { slug: 'acme-law' },
    response: ExternalPartnerPageViewSchema,
    errors: [INVALID],
  }),
  removeExternalPartnerPage: route({
    method: 'DELETE',
    path: '/staff/external-partner-pages/:slug',
    summary: 'Serve /partner/{slug} here again (audited)',
    auth: PARTNERS,
    params: z.object({ slug: z.string().min(1).max(100) }),
    response: z.object({ success: z.literal(true) }),
    errors: [NOT_FOUND],
  }),
  importNonprofitDirectory: route({
    method: 'POST',
    path: '/staff/nonprofit-directory/imports',
    summary:
      'Load a part of an IRS EO BMF extract into the nonprofit directory: the organizations loaded and the lines refused, with why (audited)',
    auth: PARTNERS,
    body: DirectoryImportBodySchema,
    example: {
      fileName: 'eo1.csv',
      csv: 'EIN,NAME,ICO,STREET,CITY,STATE,ZIP,SUBSECTION,DEDUCTIBILITY,FOUNDATION,NTEE_CD\n',
      firstLine: 2,
      last: true,
    },
    response: DirectoryImportResultSchema,
    errors: [INVALID],
  }),
  getNonprofitReceiving: route({
    method: 'GET',
    path: '/staff/nonprofits/:ein/receiving-details',
    summary: 'A nonprofit of the directory and where it receives gifts of stock, if set',
    auth: PARTNERS,
    params: EinParamsSchema,
    response: NonprofitReceivingViewSchema,
    errors: [NOT_FOUND, INVALID],
  }),
  setNonprofitReceiving: route({
    method: 'PUT',
    path: '/staff/nonprofits/:ein/receiving-details',
    summary:
      'Set where a nonprofit of the directory receives gifts of stock: receiving firm, DTC number, account, contact (audited)',
    auth: PARTNERS,
    params: EinParamsSchema,
    body: ReceivingDetailsSchema,
    example: {
      receivingFirm: 'Charles Schwab',
      dtcNumber: '0164',
      accountNumber: '1234-5678',
      accountName: 'Harbor Food Bank',
      contact: { name: 'Ana Ruiz', email: 'gifts@harbor.example', phone: '415-555-0100' },
    },
    response: NonprofitReceivingViewSchema,
    errors: [NOT_FOUND, INVALID],
  }),
};
