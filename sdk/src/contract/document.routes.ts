import {
  DOCUMENT_KINDS,
  DOCUMENT_REGISTRY,
  DOCUMENT_SLUGS,
  DocumentSummarySchema,
  EstatePlanReferrerSchema,
  MaritalStatusSchema,
  PersonNameSchema,
  PLAN_TYPES,
} from '@bequest/domain';
import { z } from 'zod';
import { DocumentFileSchema } from './document-file.routes';
import { route } from './route';

/** Documents in paths, by their kind's slug: will, rlt, ahcd, dfpoa. */
export const DocumentKindParamsSchema = z.object({
  kind: z.enum(DOCUMENT_SLUGS),
});

/** A document: its answers, the version the next write names, and the profile's summary. */
export const DocumentViewSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  version: z.number().int().positive(),
  data: z.record(z.string(), z.unknown()),
  summary: DocumentSummarySchema,
});
export type DocumentView = z.output<typeof DocumentViewSchema>;

export const CreateDocumentBodySchema = z
  .object({
    refOrgId: z.string().max(100).nullish(),
    referrer: EstatePlanReferrerSchema.nullish(),
    /** A joint trust: the patch of platform-core.md 3. */
    isJoint: z.boolean().optional(),
    maritalStatus: MaritalStatusSchema.nullish(),
    spouse: z.object({ fullName: PersonNameSchema }).nullish(),
  })
  .default({});

export const UpdateDocumentBodySchema = z.object({
  version: z.number().int().positive(),
  changes: z.record(z.string().max(100), z.unknown()).default({}),
  completeSection: z.string().max(50).nullish(),
  reset: z.boolean().optional(),
});

/**
 * Marking a document signed (issue 19): the day (YYYY-MM-DD), the witnesses' and the notary's
 * names; the domain's markSignedFormSchema and the state's rule judge them.
 */
export const MarkSignedBodySchema = z.object({
  signedOn: z.string().max(20),
  witnesses: z.array(z.string().max(200)).max(10).default([]),
  notary: z.string().max(200).nullish(),
});

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const INVALID = { status: 400, code: 'REQUEST.INVALID' } as const;

/** The active profile's will, trust, AHCD and DFPOA (documents.md 7.1-7.3). */
export const documentRoutes = {
  getDocument: route({
    method: 'GET',
    path: '/me/documents/:kind',
    summary: 'A document of the active profile (404 when it has none)',
    auth: 'session',
    params: DocumentKindParamsSchema,
    response: DocumentViewSchema,
    errors: [NOT_FOUND],
  }),
  createDocument: route({
    method: 'POST',
    path: '/me/documents/:kind',
    summary: 'Start a document; a trust may be joint, a plan carries its referral',
    auth: 'session',
    idempotent: true,
    params: DocumentKindParamsSchema,
    body: CreateDocumentBodySchema,
    response: DocumentViewSchema,
    errors: [{ status: 409, code: 'DOCUMENT.EXISTS' }],
  }),
  updateDocument: route({
    method: 'PATCH',
    path: '/me/documents/:kind',
    summary:
      'Change answers and complete a section (forward only); the DFPOA rules of documents.md 5.4-5.5 apply',
    auth: 'session',
    params: DocumentKindParamsSchema,
    body: UpdateDocumentBodySchema,
    response: DocumentViewSchema,
    errors: [NOT_FOUND, { status: 409, code: 'REQUEST.STALE_WRITE' }],
  }),
  notifyNominees: route({
    method: 'POST',
    path: '/me/documents/:kind/nominee-notifications',
    summary:
      'Tell the chosen nominees of a finished will or trust by e-mail (documents.md 2.7; tenant nomineeSharing)',
    auth: 'session',
    params: z.object({ kind: z.enum(PLAN_TYPES.map((kind) => DOCUMENT_REGISTRY[kind].slug)) }),
    body: z.object({ nomineeIds: z.array(z.string().min(1).max(100)).min(1).max(50) }),
    response: DocumentViewSchema,
    errors: [
      NOT_FOUND,
      { status: 403, code: 'NOMINEE_SHARING.OFF' },
      { status: 409, code: 'NOMINEE_SHARING.NOT_FINISHED' },
      { status: 409, code: 'REQUEST.STALE_WRITE' },
    ],
  }),
  spouseHasWill: route({
    method: 'GET',
    path: '/me/household/:spouseProfileId/will',
    summary: 'Whether the spouse, a profile of the same account, has a will (documents.md 7.1)',
    auth: 'session',
    params: z.object({ spouseProfileId: z.string().min(1).max(100) }),
    response: z.object({ spouseHasWill: z.boolean() }),
    errors: [NOT_FOUND],
  }),
  toggleDocumentFinalized: route({
    method: 'POST',
    path: '/me/documents/:kind/finalization',
    summary: 'Mark the document signed or notarized, or undo it (documents.md 4.7)',
    auth: 'session',
    params: DocumentKindParamsSchema,
    response: DocumentViewSchema,
    errors: [NOT_FOUND],
  }),
  markDocumentSigned: route({
    method: 'PUT',
    path: '/me/documents/:kind/signing',
    summary:
      'Mark the document signed on a day, with its witnesses and notary, as the state’s rule asks (issue 19)',
    auth: 'session',
    params: DocumentKindParamsSchema,
    body: MarkSignedBodySchema,
    response: DocumentViewSchema,
    errors: [NOT_FOUND, INVALID],
  }),
  clearDocumentSigning: route({
    method: 'DELETE',
    path: '/me/documents/:kind/signing',
    summary: 'Forget the signing recorded; the document is no longer finalized',
    auth: 'session',
    params: DocumentKindParamsSchema,
    response: DocumentViewSchema,
    errors: [NOT_FOUND],
  }),
  downloadSigningGuide: route({
    method: 'GET',
    path: '/me/documents/:kind/signing-guide.pdf',
    summary: 'How to sign the document in the profile’s state, as a one-page PDF (issue 19)',
    auth: 'session',
    params: DocumentKindParamsSchema,
    response: DocumentFileSchema,
    errors: [NOT_FOUND, INVALID],
    produces: 'pdf',
  }),
} as const;
