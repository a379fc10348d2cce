import { z } from 'zod';
import { byPost } from './by-post';
import { route } from './route';

/** A document as a file: its name from Content-Disposition, and its bytes. */
export const DocumentFileSchema = z.object({
  fileName: z.string().nullable(),
  content: z.instanceof(Uint8Array),
});
export type DocumentFile = z.output<typeof DocumentFileSchema>;

/** `download=true` downloads; `completionType=print` is the print preview (documents.md 7.4). */
export const DocumentFileQuerySchema = z.object({
  download: z.enum(['true']).optional(),
  completionType: z.enum(['print', 'PRINT']).optional(),
});

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const DOWNLOAD_DISABLED = { status: 403, code: 'DOCUMENT.DOWNLOAD_DISABLED' } as const;
const EMAIL_ERRORS = [
  NOT_FOUND,
  { status: 403, code: 'DOCUMENT.EMAILS_DISABLED' },
  { status: 403, code: 'DOCUMENT.VERIFY_EMAIL' },
] as const;
const SENT = z.object({ success: z.literal(true) });

const file = <Query extends typeof DocumentFileQuerySchema>(
  path: string,
  summary: string,
  query: Query = DocumentFileQuerySchema as Query,
) =>
  route({
    method: 'GET',
    path,
    summary,
    auth: 'session',
    query,
    response: DocumentFileSchema,
    errors: [NOT_FOUND, DOWNLOAD_DISABLED],
    prefixed: false,
    produces: 'pdf',
  });

const ESTATE_PLAN_PARAMS = z.object({ id: z.string().min(1).max(100) });

const emailEstatePlan = route({
  method: 'GET',
  path: '/email/estate_plan/:id',
  summary: 'E-mail the will or trust to the verified account address, as an attachment',
  auth: 'session',
  params: ESTATE_PLAN_PARAMS,
  response: SENT,
  errors: EMAIL_ERRORS,
  prefixed: false,
});
const emailMirrorEstatePlan = route({
  method: 'GET',
  path: '/email/estate_plan/:id/mirror',
  summary: 'E-mail the spouse’s mirror will of the plan as an attachment',
  auth: 'session',
  params: ESTATE_PLAN_PARAMS,
  response: SENT,
  errors: EMAIL_ERRORS,
  prefixed: false,
});
const emailAhcd = route({
  method: 'GET',
  path: '/email/advance-healthcare-directive',
  summary: 'E-mail the Advance Healthcare Directive as an attachment',
  auth: 'session',
  response: SENT,
  errors: EMAIL_ERRORS,
  prefixed: false,
});
const emailDfpoa = route({
  method: 'GET',
  path: '/email/financial-power-of-attorney',
  summary: 'E-mail the Durable Financial Power of Attorney as an attachment',
  auth: 'session',
  response: SENT,
  errors: EMAIL_ERRORS,
  prefixed: false,
});

/**
 * The active profile's documents as PDFs and by e-mail, at the specification's own paths
 * (documents.md 7.4-7.5; DECISIONS.md "The API").
 */
export const documentFileRoutes = {
  downloadWill: file(
    '/will.pdf',
    'The Last Will & Testament as a PDF; mirror=true gives the spouse’s mirror will',
    DocumentFileQuerySchema.extend({ mirror: z.enum(['true']).optional() }),
  ),
  downloadTrust: file('/rlt.pdf', 'The Revocable Living Trust with its Pour-Over Wills as a PDF'),
  downloadAhcd: file(
    '/advance-healthcare-directive.pdf',
    'The Advance Healthcare Directive as a PDF (the profile needs a state)',
  ),
  downloadAhcdFromPdfService: file(
    '/pdf/advance_health_care_directives',
    'The Advance Healthcare Directive as a PDF, at the PDF service’s path (documents.md 7.4)',
  ),
  downloadDfpoa: file('/pdf/dfpoa', 'The Durable Financial Power of Attorney as a PDF'),
  emailEstatePlan,
  emailEstatePlanByPost: byPost(emailEstatePlan),
  emailMirrorEstatePlan,
  emailMirrorEstatePlanByPost: byPost(emailMirrorEstatePlan),
  emailAhcd,
  emailAhcdByPost: byPost(emailAhcd),
  emailDfpoa,
  emailDfpoaByPost: byPost(emailDfpoa),
} as const;
