import { DOCUMENT_KINDS, type DocumentKind } from '../documents/document-registry';

/**
 * The documents' names in analytics: Will, RLT, AHCD and POA (documents.md 9 "Analytics events
 * for documents"); the DFPOA is the POA there.
 */
export const ANALYTICS_DOCUMENT_NAMES = {
  WILL: 'will',
  RLT: 'rlt',
  AHCD: 'ahcd',
  DFPOA: 'poa',
} as const satisfies Record<DocumentKind, string>;
export type AnalyticsDocumentName = (typeof ANALYTICS_DOCUMENT_NAMES)[DocumentKind];

/** What a person does with a document (documents.md 9): start, continue, edit, download, … */
export const DOCUMENT_ANALYTICS_ACTIONS = [
  'start',
  'continue',
  'edit',
  'download',
  'email',
  'print',
  'learn_more',
  'finalization',
] as const;
export type DocumentAnalyticsAction = (typeof DOCUMENT_ANALYTICS_ACTIONS)[number];

/** A document's event: `{document}_{action}`, e.g. `will_download`, `poa_finalization`. */
export type DocumentAnalyticsEventName = `${AnalyticsDocumentName}_${DocumentAnalyticsAction}`;

export const documentEventName = (
  kind: DocumentKind,
  action: DocumentAnalyticsAction,
): DocumentAnalyticsEventName => `${ANALYTICS_DOCUMENT_NAMES[kind]}_${action}`;

/**
 * The core flows' events (platform-core.md 4, 7): an account started (get started), signing in,
 * the e-mail verified, a profile added, the household and plan chosen, the terms accepted, the
 * strategist call scheduled or skipped, print and mail requested, a partner page visited.
 */
export const CORE_ANALYTICS_EVENT_NAMES = [
  'get_started',
  'log_in',
  'email_verified',
  'profile_created',
  'household_submitted',
  'plan_chosen',
  'terms_accepted',
  'strategist_call_scheduled',
  'strategist_call_skipped',
  'print_mail_requested',
  'partner_page_visited',
] as const;
export type CoreAnalyticsEventName = (typeof CORE_ANALYTICS_EVENT_NAMES)[number];

/**
 * The marketing events a tenant asks for (platform-core.md 3: the account-creation marketing
 * event "account-created", the tenant's `email.accountCreationMarketingEvent`; ADR 0030): kept
 * beside the act that creates the account, and sent on with it to the configured service.
 */
export const MARKETING_ANALYTICS_EVENT_NAMES = ['account-created'] as const;
export type MarketingAnalyticsEventName = (typeof MARKETING_ANALYTICS_EVENT_NAMES)[number];

/** Every analytics event the product records: the one list (ADR 0028). */
export const ANALYTICS_EVENT_NAMES = [
  ...DOCUMENT_KINDS.flatMap((kind) =>
    DOCUMENT_ANALYTICS_ACTIONS.map((action) => documentEventName(kind, action)),
  ),
  ...CORE_ANALYTICS_EVENT_NAMES,
  ...MARKETING_ANALYTICS_EVENT_NAMES,
] as readonly AnalyticsEventName[];
export type AnalyticsEventName =
  DocumentAnalyticsEventName | CoreAnalyticsEventName | MarketingAnalyticsEventName;

/**
 * The acts only the browser sees, which the web reports through `POST /v2/analytics/events`:
 * opening a document again (continue), editing a finished one (edit), reading "learn more", and
 * a partner page's visit. The server records the rest where it sees the act (ADR 0028): a web
 * client cannot claim a download or a sign-up that did not happen.
 */
export const WEB_DOCUMENT_ANALYTICS_ACTIONS = ['continue', 'edit', 'learn_more'] as const;
export const WEB_ANALYTICS_EVENT_NAMES = [
  ...DOCUMENT_KINDS.flatMap((kind) =>
    WEB_DOCUMENT_ANALYTICS_ACTIONS.map((action) => documentEventName(kind, action)),
  ),
  'partner_page_visited',
] as const satisfies readonly AnalyticsEventName[];
export type WebAnalyticsEventName = (typeof WEB_ANALYTICS_EVENT_NAMES)[number];
