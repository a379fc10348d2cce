import { staffMayCall, type StaffMemberView, type StaffRouteName } from '@bequest/sdk';
import type { AuthProvider } from 'react-admin';
import { staff, valueOf } from './staff-client';

/** The route that lists each resource of the console: what a role must be allowed to call. */
export const RESOURCE_ROUTES: Readonly<Record<string, StaffRouteName>> = {
  people: 'searchPeople',
  'storage-center': 'listStoredCopies',
  'audit-log': 'listAuditEntries',
  'print-mail': 'listPrintMailRequests',
  'attorney-consults': 'listAttorneyConsultRequests',
  'attorney-drafted-plans': 'listAttorneyDraftedPlans',
  'attorney-network': 'listAttorneyNetwork',
  'strategist-calls': 'listStrategistCalls',
  analytics: 'listAnalyticsEvents',
  'firm-api-keys': 'listFirmApiKeys',
  'firm-webhooks': 'listFirmWebhookEndpoints',
  'smart-giving': 'listSmartGivingSettings',
  marketing: 'getMarketingContent',
  tenants: 'listTenantSettings',
  flags: 'listFlagsInEffect',
  experiments: 'listFlagsInEffect',
  partners: 'listPartners',
  'slug-aliases': 'listSlugAliases',
  'external-partner-pages': 'listExternalPartnerPages',
  nonprofits: 'getNonprofitReceiving',
  'mail-outbox': 'listOutboxMail',
  'mail-templates': 'previewMailTemplate',
};

let member: Promise<StaffMemberView> | null = null;
/** The signed-in staff member, asked once per page load and again after a refusal. */
const signedIn = () => {
  member ??= valueOf(staff.getStaffMember()).catch((error: unknown) => {
    member = null;
    throw error;
  });
  return member;
};

/**
 * Staff sign in at the company's OpenID provider (ADR 0022): log-in sends the browser there, the
 * console's /callback page finishes it; the role comes from the server, which checks it again on
 * every call, so hiding a menu here is a courtesy, not the protection.
 */
export const authProvider: AuthProvider = {
  login: async () => {
    const { authorizationUrl } = await valueOf(
      staff.startStaffSignIn({ body: { returnPath: '/internal-only' } }),
    );
    window.location.assign(authorizationUrl);
    // The page is leaving: react-admin must not move on meanwhile.
    return new Promise<never>(() => undefined);
  },
  logout: async () => {
    member = null;
    await staff.staffLogOut();
  },
  checkAuth: async () => {
    await signedIn();
  },
  checkError: async (error: { status?: number }) => {
    if (error.status === 401) {
      member = null;
      throw error;
    }
  },
  getIdentity: async () => {
    const { email, name } = await signedIn();
    return { id: email, fullName: name };
  },
  getPermissions: async () => (await signedIn()).role,
  canAccess: async ({ resource }) => {
    const route = RESOURCE_ROUTES[resource];
    return route !== undefined && staffMayCall(route, (await signedIn()).role);
  },
};
