import { DOCUMENT_REGISTRY, FIDUCIARY_SHARE_KINDS } from '@bequest/domain';
import { z } from 'zod';
import { DocumentFileSchema } from './document-file.routes';
import { route } from './route';

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const INVALID = { status: 400, code: 'REQUEST.INVALID' } as const;
const GONE = { status: 410, code: 'FIDUCIARY_SHARE.GONE' } as const;
const RATE_LIMITED = { status: 429, code: 'REQUEST.RATE_LIMITED' } as const;

/** A share of a finished document with one of its nominees, as its owner sees it (issue 29). */
export const FiduciaryShareViewSchema = z.object({
  id: z.string(),
  kind: z.enum(FIDUCIARY_SHARE_KINDS),
  nomineeId: z.string(),
  nomineeName: z.string(),
  role: z.string().nullable(),
  email: z.string(),
  status: z.enum(['active', 'revoked', 'expired']),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** When the fiduciary opened the document, newest first. */
  openings: z.array(z.string()),
});
export type FiduciaryShareViewBody = z.output<typeof FiduciaryShareViewSchema>;

/** The key of the link e-mailed to the fiduciary; sent in the body, never in an address. */
const LinkKeySchema = z.string().trim().min(1).max(200);

/** Read-only sharing of a finished will or trust with the people it names (issue 29). */
export const fiduciarySharingRoutes = {
  shareWithFiduciary: route({
    method: 'POST',
    path: '/me/documents/:kind/fiduciary-shares',
    summary:
      'Give one nominee of a finished will or trust read-only access to its PDF until a day at most a year away, and e-mail them the link (issue 29)',
    auth: 'session',
    idempotent: true,
    params: z.object({
      kind: z.enum(FIDUCIARY_SHARE_KINDS.map((kind) => DOCUMENT_REGISTRY[kind].slug)),
    }),
    body: z.object({
      nomineeId: z.string().min(1).max(100),
      expiresOn: z.string().max(10),
    }),
    response: FiduciaryShareViewSchema,
    errors: [
      NOT_FOUND,
      INVALID,
      { status: 403, code: 'NOMINEE_SHARING.OFF' },
      { status: 409, code: 'NOMINEE_SHARING.NOT_FINISHED' },
    ],
  }),
  listFiduciaryShares: route({
    method: 'GET',
    path: '/me/fiduciary-shares',
    summary: "The active profile's shares, each with its state and every opening (issue 29)",
    auth: 'session',
    response: z.array(FiduciaryShareViewSchema),
    errors: [],
  }),
  revokeFiduciaryShare: route({
    method: 'POST',
    path: '/me/fiduciary-shares/:shareId/revocation',
    summary: 'End a share now: its link opens nothing from then on (issue 29)',
    auth: 'session',
    params: z.object({ shareId: z.string().min(1).max(100) }),
    response: z.array(FiduciaryShareViewSchema),
    errors: [NOT_FOUND],
  }),
  requestSharedDocumentCode: route({
    method: 'POST',
    path: '/shared-documents/code',
    summary:
      "E-mail a one-time code to the address a document was shared with, for the holder of the share's link (issue 29)",
    auth: 'public',
    body: z.object({ key: LinkKeySchema }),
    response: z.object({ sentTo: z.string() }),
    errors: [NOT_FOUND, INVALID, GONE, RATE_LIMITED],
  }),
  openSharedDocument: route({
    method: 'POST',
    path: '/shared-documents/document.pdf',
    summary:
      "The shared document's PDF, for the holder of the link with the code e-mailed to the shared address; each opening is logged (issue 29)",
    auth: 'public',
    body: z.object({ key: LinkKeySchema, code: z.string().trim().max(12) }),
    response: DocumentFileSchema,
    errors: [NOT_FOUND, INVALID, GONE, RATE_LIMITED],
    produces: 'pdf',
  }),
} as const;
