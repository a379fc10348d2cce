import {
  DOCUMENT_KINDS,
  FIRM_KEY_MAX_GRACE_HOURS,
  FIRM_SCOPES,
  FIRM_WEBHOOK_EVENTS,
  FirmKeyLabelSchema,
  FirmScopesSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { DocumentFileSchema } from './document-file.routes';
import { DocumentKindParamsSchema } from './document.routes';
import { route, type FirmAuth, type StaffAuth } from './route';

/** The scopes a firm's key may have: the one list, from the domain (ADR 0027). */
export {
  FIRM_SCOPES,
  FIRM_WEBHOOK_EVENTS,
  type FirmScope,
  type FirmWebhookEvent,
} from '@bequest/domain';

const timestamp = z.iso.datetime();
const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;

/**
 * Who manages a firm's keys (issue 25, ADR 0027): the partner managers, who look after the firms,
 * and administrators.
 */
const FIRM_KEYS: StaffAuth = { staff: ['partner_manager', 'admin'] };

export const FirmKeyStatusSchema = z.enum(['active', 'expiring', 'revoked']);

/** A firm's API key as the console lists it: never the key itself, which is shown once. */
export const FirmApiKeyViewSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  label: z.string(),
  scopes: z.array(z.enum(FIRM_SCOPES)),
  /** The key's first characters, enough to tell keys apart: `bqk_live_<id>_…`. */
  prefix: z.string(),
  status: FirmKeyStatusSchema,
  createdAt: timestamp,
  createdBy: z.string(),
  lastUsedAt: timestamp.nullable(),
  /** When it stopped, or stops, working: a rotated key's grace ends then. */
  revokedAt: timestamp.nullable(),
  replacedBy: z.string().nullable(),
});
export type FirmApiKeyView = z.output<typeof FirmApiKeyViewSchema>;

/** A key just issued or rotated in: `secretKey` is shown this once and never kept. */
export const IssuedFirmApiKeySchema = z.object({
  key: FirmApiKeyViewSchema,
  secretKey: z.string(),
});
export type IssuedFirmApiKeyView = z.output<typeof IssuedFirmApiKeySchema>;

export const FirmApiKeysQuerySchema = z.object({
  /** One tenant's keys; every tenant's when left out. */
  tenantId: z.string().trim().min(1).max(100).optional(),
});

export const IssueFirmApiKeyBodySchema = z.object({
  tenantId: z.string().trim().min(1, 'Choose the firm (tenant) the key is for.').max(100),
  label: FirmKeyLabelSchema,
  scopes: FirmScopesSchema,
});

export const FirmApiKeyParamsSchema = z.object({
  keyId: z.string().regex(/^[0-9a-f]{16}$/, 'An API key id is 16 hexadecimal digits.'),
});

export const RotateFirmApiKeyBodySchema = z.object({
  /** How long the old key keeps working: 24 hours unless said, 0 to stop it at once. */
  graceHours: z.number().int().min(0).max(FIRM_KEY_MAX_GRACE_HOURS).optional(),
});

export const FirmWebhookEndpointViewSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  url: z.string(),
  createdAt: timestamp,
  disabledAt: timestamp.nullable(),
});
export type FirmWebhookEndpointView = z.output<typeof FirmWebhookEndpointViewSchema>;

export const FirmWebhookDeliveryViewSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.enum(FIRM_WEBHOOK_EVENTS),
  status: z.enum(['queued', 'delivered', 'failed']),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: timestamp.nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type FirmWebhookDeliveryView = z.output<typeof FirmWebhookDeliveryViewSchema>;

const TenantQuerySchema = z.object({ tenantId: z.string().trim().min(1).max(100) });
const FirmWebhookEndpointParamsSchema = z.object({ endpointId: z.string().min(1).max(100) });

/** The staff console's management of firms' API keys, under /v2/staff (issue 25). */
export const firmKeyStaffRoutes = {
  listFirmApiKeys: route({
    method: 'GET',
    path: '/staff/firm-api-keys',
    summary:
      "The firms' API keys, of one tenant or all, newest first; never a key itself (audited)",
    auth: FIRM_KEYS,
    query: FirmApiKeysQuerySchema,
    response: z.array(FirmApiKeyViewSchema),
  }),
  issueFirmApiKey: route({
    method: 'POST',
    path: '/staff/firm-api-keys',
    summary:
      'Issue a firm (tenant) an API key with a label and its scopes; the key is answered this once and kept only as a SHA-256 hash (audited)',
    auth: FIRM_KEYS,
    idempotent: true,
    body: IssueFirmApiKeyBodySchema,
    example: { tenantId: 'acme-wealth', label: 'CRM sync', scopes: ['clients:read'] },
    response: IssuedFirmApiKeySchema,
  }),
  rotateFirmApiKey: route({
    method: 'POST',
    path: '/staff/firm-api-keys/:keyId/rotation',
    summary:
      'Rotate a key: a new key with the same tenant, label and scopes, answered once; the old one keeps working for the grace given, 24 hours unless said (audited)',
    auth: FIRM_KEYS,
    params: FirmApiKeyParamsSchema,
    body: RotateFirmApiKeyBodySchema,
    example: { graceHours: 24 },
    response: IssuedFirmApiKeySchema.extend({ previous: FirmApiKeyViewSchema }),
    errors: [NOT_FOUND, { status: 409, code: 'REQUEST.STALE_WRITE' }],
  }),
  revokeFirmApiKey: route({
    method: 'POST',
    path: '/staff/firm-api-keys/:keyId/revocation',
    summary: 'Revoke a key at once, a rotated key in its grace too (audited)',
    auth: FIRM_KEYS,
    params: FirmApiKeyParamsSchema,
    response: FirmApiKeyViewSchema,
    errors: [NOT_FOUND],
  }),
  addFirmWebhookEndpoint: route({
    method: 'POST',
    path: '/staff/firm-webhooks',
    summary:
      "Add a firm's webhook endpoint (https); its signing secret is answered this once (audited)",
    auth: FIRM_KEYS,
    idempotent: true,
    body: z.object({
      tenantId: z.string().trim().min(1).max(100),
      url: z.string().trim().min(1).max(2000),
    }),
    example: { tenantId: 'acme-wealth', url: 'https://crm.acme-wealth.example/bequest-webhooks' },
    response: z.object({ endpoint: FirmWebhookEndpointViewSchema, secret: z.string() }),
  }),
  listFirmWebhookEndpoints: route({
    method: 'GET',
    path: '/staff/firm-webhooks',
    summary: "A firm's webhook endpoints, newest first (audited)",
    auth: FIRM_KEYS,
    query: TenantQuerySchema,
    response: z.array(FirmWebhookEndpointViewSchema),
  }),
  rotateFirmWebhookSecret: route({
    method: 'POST',
    path: '/staff/firm-webhooks/:endpointId/secret-rotation',
    summary:
      "Give a firm's webhook endpoint a new signing secret, answered this once: it signs every request from now on, queued retries too (audited)",
    auth: FIRM_KEYS,
    params: FirmWebhookEndpointParamsSchema,
    body: TenantQuerySchema,
    example: { tenantId: 'acme-wealth' },
    response: z.object({ endpoint: FirmWebhookEndpointViewSchema, secret: z.string() }),
    errors: [NOT_FOUND],
  }),
  switchFirmWebhookEndpoint: route({
    method: 'PUT',
    path: '/staff/firm-webhooks/:endpointId/state',
    summary:
      "Disable or enable a firm's webhook endpoint: while disabled nothing is queued for it, and deliveries already queued wait until it is enabled (audited)",
    auth: FIRM_KEYS,
    params: FirmWebhookEndpointParamsSchema,
    body: TenantQuerySchema.extend({ enabled: z.boolean() }),
    example: { tenantId: 'acme-wealth', enabled: false },
    response: FirmWebhookEndpointViewSchema,
    errors: [NOT_FOUND],
  }),
  listFirmWebhookDeliveries: route({
    method: 'GET',
    path: '/staff/firm-webhooks/:endpointId/deliveries',
    summary:
      "A webhook endpoint's delivery log, newest first: each event's attempts, last answer and next try (audited)",
    auth: FIRM_KEYS,
    params: FirmWebhookEndpointParamsSchema,
    query: TenantQuerySchema,
    response: z.array(FirmWebhookDeliveryViewSchema),
    errors: [NOT_FOUND],
  }),
};

const CLIENTS: FirmAuth = { firm: 'clients:read' };
const DOCUMENTS: FirmAuth = { firm: 'documents:read' };

const ProgressSchema = z.enum(['NOT_STARTED', 'INCOMPLETE', 'FINISHED', 'ERROR', 'EMPTY']);

/** Where one of a client's documents stands; never its answers. */
export const FirmDocumentStateSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  progress: ProgressSchema,
  finalizedAt: z.string().nullable(),
  signingStatus: z.enum(['NOT_SIGNED', 'SIGNED', 'CHANGED_SINCE_SIGNED']),
  updatedAt: z.string().nullable(),
});
export type FirmDocumentState = z.output<typeof FirmDocumentStateSchema>;

/** A client of the firm (an account of its tenant) and the progress of its owner's plan. */
export const FirmClientSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: timestamp,
  documents: z.array(FirmDocumentStateSchema),
});
export type FirmClientSummary = z.output<typeof FirmClientSummarySchema>;

export const FirmClientsQuerySchema = z.object({
  /** The `nextCursor` of the page before; the first page without it. */
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const FirmClientParamsSchema = z.object({ clientId: z.string().min(1).max(100) });

/**
 * A partner firm's own API (issue 25, ADR 0027) under /v2/firm: its key as
 * `Authorization: Bearer`, the tenant the key's; another tenant's client is not found.
 */
export const firmRoutes = {
  listFirmClients: route({
    method: 'GET',
    path: '/firm/clients',
    summary:
      "The firm's clients with the progress of each document of their plan, a page at a time: pass the answer's nextCursor as cursor for the next page",
    auth: CLIENTS,
    query: FirmClientsQuerySchema,
    response: z.object({
      items: z.array(FirmClientSummarySchema),
      nextCursor: z.string().nullable(),
    }),
  }),
  listFirmClientDocuments: route({
    method: 'GET',
    path: '/firm/clients/:clientId/documents',
    summary: "One client's documents and where each stands",
    auth: DOCUMENTS,
    params: FirmClientParamsSchema,
    response: z.array(FirmDocumentStateSchema),
    errors: [NOT_FOUND],
  }),
  downloadFirmClientDocument: route({
    method: 'GET',
    path: '/firm/clients/:clientId/documents/:kind/file',
    summary:
      "A client's finished document as a PDF (will, rlt, ahcd or dfpoa): one not started is not found, one not finished is refused",
    auth: DOCUMENTS,
    params: FirmClientParamsSchema.extend(DocumentKindParamsSchema.shape),
    response: DocumentFileSchema,
    errors: [
      NOT_FOUND,
      { status: 409, code: 'DOCUMENT.NOT_FINISHED' },
      { status: 400, code: 'REQUEST.INVALID' },
    ],
    produces: 'pdf',
  }),
};
/** The routes a firm's key calls: only the firm client calls them. */
export type FirmRouteName = keyof typeof firmRoutes;
