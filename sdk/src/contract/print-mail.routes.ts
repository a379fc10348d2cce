import { MailingAddressSchema, PRINT_MAIL_STATUSES, PRINT_MAIL_STEPS } from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';
import { PageQuerySchema, pageOf } from './staff-views';

const timestamp = z.iso.datetime();
const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;

/** Print and mail is fulfilment's work; administrators may do it too (issue 24). */
const FULFILMENT: StaffAuth = { staff: ['fulfilment', 'admin'] };

const StatusSchema = z.enum(PRINT_MAIL_STATUSES);

export const PrintMailRequestsQuerySchema = PageQuerySchema.extend({
  status: StatusSchema.optional(),
});

export const PrintMailRequestParamsSchema = z.object({
  printMailRequestId: z.string().min(1).max(100),
});

/** A request in fulfilment's queue: whose, where to, which copies to print, and where it is. */
export const PrintMailRequestViewSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  accountId: z.string(),
  person: z.string().nullable(),
  email: z.string(),
  mailingAddress: MailingAddressSchema,
  documents: z.array(
    z.object({
      kind: z.string(),
      title: z.string(),
      /** The storage center's copy to print; null when it is missing. */
      storedCopyId: z.string().nullable(),
      sha256: z.string(),
    }),
  ),
  status: StatusSchema,
  requestedAt: timestamp,
  overdueAt: timestamp,
  /** Still open after its overdue time. */
  overdue: z.boolean(),
  printedAt: timestamp.nullable(),
  mailedAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  cancelReason: z.string().nullable(),
  /** What the request can be marked next. */
  nextSteps: z.array(z.enum(PRINT_MAIL_STEPS)),
});
export type PrintMailRequestView = z.output<typeof PrintMailRequestViewSchema>;

export const MarkPrintMailRequestBodySchema = z.object({
  status: z.enum(PRINT_MAIL_STEPS),
  /** Required to cancel: why, in 10 to 500 characters. */
  reason: z.string().max(500).optional(),
});

/** The person's own view of a request, on their account page. */
export const MyPrintMailRequestSchema = z.object({
  id: z.string(),
  status: StatusSchema,
  statusLabel: z.string(),
  requestedAt: timestamp,
  mailedAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
  documents: z.array(z.string()),
});
export type MyPrintMailRequest = z.output<typeof MyPrintMailRequestSchema>;

/** Fulfilment's print-and-mail queue, under /v2/staff (issue 24). */
export const printMailStaffRoutes = {
  listPrintMailRequests: route({
    method: 'GET',
    path: '/staff/print-mail-requests',
    summary:
      'The print-and-mail queue: open requests first, the most overdue at the top, by status (audited)',
    auth: FULFILMENT,
    query: PrintMailRequestsQuerySchema,
    response: pageOf(PrintMailRequestViewSchema),
  }),
  getPrintMailRequest: route({
    method: 'GET',
    path: '/staff/print-mail-requests/:printMailRequestId',
    summary: "A print-and-mail request with the person's address and the copies to print (audited)",
    auth: FULFILMENT,
    params: PrintMailRequestParamsSchema,
    response: PrintMailRequestViewSchema,
    errors: [NOT_FOUND],
  }),
  markPrintMailRequest: route({
    method: 'POST',
    path: '/staff/print-mail-requests/:printMailRequestId/status',
    summary:
      'Mark a request printed, mailed, delivered or canceled (with a reason), in order only; mailed e-mails the person (audited)',
    auth: FULFILMENT,
    params: PrintMailRequestParamsSchema,
    body: MarkPrintMailRequestBodySchema,
    response: PrintMailRequestViewSchema,
    errors: [
      NOT_FOUND,
      { status: 409, code: 'FULFILMENT.OUT_OF_ORDER' },
      { status: 409, code: 'REQUEST.STALE_WRITE' },
    ],
  }),
};

/** The signed-in person's own print-and-mail requests. */
export const printMailRoutes = {
  listMyPrintMailRequests: route({
    method: 'GET',
    path: '/me/print-mail-requests',
    summary: "The signed-in person's print-and-mail requests and where each is, newest first",
    auth: 'session',
    response: z.array(MyPrintMailRequestSchema),
  }),
};
