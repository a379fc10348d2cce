import { z } from 'zod';
import { DocumentFileSchema } from './document-file.routes';
import { analyticsStaffRoutes } from './analytics.routes';
import { attorneyConsultStaffRoutes } from './attorney-consult.routes';
import { attorneyDraftedStaffRoutes } from './attorney-drafted.routes';
import { firmKeyStaffRoutes } from './firm.routes';
import { mailStaffRoutes } from './mail-staff.routes';
import { marketingStaffRoutes } from './marketing-staff.routes';
import { nonprofitDeliveryStaffRoutes } from './nonprofit-delivery.routes';
import { partnerStaffRoutes } from './partner-staff.routes';
import { printMailStaffRoutes } from './print-mail.routes';
import { strategistCallStaffRoutes } from './strategist-call.routes';
import { route, type StaffAuth } from './route';
import { smartGivingStaffRoutes } from './smart-giving.routes';
import { staffPeopleActionRoutes } from './staff-people.routes';
import { staffTenantRoutes } from './staff-tenants.routes';
import {
  AuditEntriesQuerySchema,
  AuditEntryViewSchema,
  pageOf,
  PeopleQuerySchema,
  PersonRecordSchema,
  PersonSummarySchema,
  ReasonQuerySchema,
  StaffAccessViewSchema,
  StaffMemberViewSchema,
  StartStaffSignInBodySchema,
  StoredCopiesQuerySchema,
  StoredCopyParamsSchema,
  StoredCopyVerificationSchema,
  StoredCopyViewSchema,
} from './staff-views';

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const NOT_CONFIGURED = { status: 404, code: 'STAFF.SIGN_IN_UNAVAILABLE' } as const;
const RATE_LIMITED = { status: 429, code: 'REQUEST.RATE_LIMITED' } as const;

/** Who reaches each area of the console (ADR 0022); every staff route is checked on the server. */
const ANY_STAFF: StaffAuth = { staff: ['support', 'partner_manager', 'fulfilment', 'admin'] };
const PEOPLE: StaffAuth = { staff: ['support', 'admin'] };
const STORAGE: StaffAuth = { staff: ['fulfilment', 'admin'] };
const AUDIT: StaffAuth = { staff: ['admin'] };

/**
 * The staff console's resources (issue 24), under /v2/staff: staff sign in at the company's own
 * OpenID provider, never with a consumer account, and every read of a person's data is audited.
 */
export const staffRoutes = {
  startStaffSignIn: route({
    method: 'POST',
    path: '/staff/auth/authorize',
    summary:
      "Start a staff sign-in at the company's OpenID provider (code flow with PKCE): the address to send the staff member to",
    auth: 'public',
    body: StartStaffSignInBodySchema,
    response: z.object({ authorizationUrl: z.string() }),
    errors: [NOT_CONFIGURED, RATE_LIMITED],
  }),
  completeStaffSignIn: route({
    method: 'POST',
    path: '/staff/auth/callback',
    summary:
      "Finish a staff sign-in with the provider's answer: the state used up, the ID token verified, its staff_role claim read; sets the staff session cookie",
    auth: 'public',
    body: z.object({ callbackQuery: z.string().max(4000) }),
    response: z.object({ staff: StaffMemberViewSchema, returnPath: z.string() }),
    errors: [
      NOT_CONFIGURED,
      RATE_LIMITED,
      { status: 401, code: 'SSO.INVALID_STATE' },
      { status: 401, code: 'SSO.CODE_REJECTED' },
      { status: 401, code: 'SSO.TOKEN_INVALID' },
      { status: 401, code: 'SSO.UNKNOWN_ISSUER' },
      { status: 401, code: 'SSO.PROVIDER_ERROR' },
      { status: 403, code: 'STAFF.NO_ROLE' },
    ],
  }),
  staffLogOut: route({
    method: 'POST',
    path: '/staff/auth/log-out',
    summary: 'End the staff session',
    auth: ANY_STAFF,
    response: z.object({ success: z.literal(true) }),
  }),
  getStaffMember: route({
    method: 'GET',
    path: '/staff/me',
    summary: 'The signed-in staff member and their role',
    auth: ANY_STAFF,
    response: StaffMemberViewSchema,
  }),
  searchPeople: route({
    method: 'GET',
    path: '/staff/people',
    summary: 'Search accounts across tenants by name, e-mail or id, a page at a time (audited)',
    auth: PEOPLE,
    query: PeopleQuerySchema,
    response: pageOf(PersonSummarySchema),
  }),
  getPersonRecord: route({
    method: 'GET',
    path: '/staff/people/:accountId',
    summary:
      "Open a person's record read-only, giving the reason, which the audit log keeps and the person sees",
    auth: PEOPLE,
    params: z.object({ accountId: z.string().min(1).max(100) }),
    query: ReasonQuerySchema,
    response: PersonRecordSchema,
    errors: [NOT_FOUND],
  }),
  listStoredCopies: route({
    method: 'GET',
    path: '/staff/stored-documents',
    summary:
      'The storage center: every stored copy, newest first, by person, e-mail, document or day (audited)',
    auth: STORAGE,
    query: StoredCopiesQuerySchema,
    response: pageOf(StoredCopyViewSchema),
  }),
  downloadStoredCopy: route({
    method: 'GET',
    path: '/staff/stored-documents/:storedDocumentId/file',
    summary: 'Download a stored copy, giving the reason (audited)',
    auth: STORAGE,
    params: StoredCopyParamsSchema,
    query: ReasonQuerySchema,
    response: DocumentFileSchema,
    errors: [NOT_FOUND],
    produces: 'pdf',
  }),
  verifyStoredCopy: route({
    method: 'GET',
    path: '/staff/stored-documents/:storedDocumentId/verification',
    summary:
      'Hash the stored bytes of a copy again and compare with its recorded SHA-256 (audited)',
    auth: STORAGE,
    params: StoredCopyParamsSchema,
    response: StoredCopyVerificationSchema,
    errors: [NOT_FOUND],
  }),
  listAuditEntries: route({
    method: 'GET',
    path: '/staff/audit-entries',
    summary: 'The append-only audit log of staff actions, newest first (audited)',
    auth: AUDIT,
    query: AuditEntriesQuerySchema,
    response: pageOf(AuditEntryViewSchema),
  }),
  ...printMailStaffRoutes,
  ...attorneyConsultStaffRoutes,
  ...attorneyDraftedStaffRoutes,
  ...strategistCallStaffRoutes,
  ...analyticsStaffRoutes,
  ...firmKeyStaffRoutes,
  ...smartGivingStaffRoutes,
  ...staffPeopleActionRoutes,
  ...staffTenantRoutes,
  ...partnerStaffRoutes,
  ...mailStaffRoutes,
  ...marketingStaffRoutes,
  ...nonprofitDeliveryStaffRoutes,
};
/** The routes under /v2/staff: only the staff console's client calls them (ADR 0022). */
export type StaffRouteName = keyof typeof staffRoutes;

/** The person's own view of staff access to their account. */
export const staffAccessRoutes = {
  listStaffAccess: route({
    method: 'GET',
    path: '/me/staff-access',
    summary:
      "When staff looked at the signed-in person's account: the time, what they did, their role and their reason",
    auth: 'session',
    response: z.array(StaffAccessViewSchema),
  }),
};
