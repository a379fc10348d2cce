import {
  ATTORNEY_CONSULT_STATUSES,
  ATTORNEY_CONSULT_STEPS,
  UsStateCodeSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';
import { PageQuerySchema, pageOf } from './staff-views';

const timestamp = z.iso.datetime();
const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;

/** Attorney consults are support's work; administrators may do it too (issue 24, ADR 0022). */
const SUPPORT: StaffAuth = { staff: ['support', 'admin'] };

const StatusSchema = z.enum(ATTORNEY_CONSULT_STATUSES);

export const AttorneyConsultRequestsQuerySchema = PageQuerySchema.extend({
  status: StatusSchema.optional(),
});

export const AttorneyConsultRequestParamsSchema = z.object({
  attorneyConsultRequestId: z.string().min(1).max(100),
});

/** A request in support's queue: whose, the contact details allowed to be shared, where it is. */
export const AttorneyConsultRequestViewSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  accountId: z.string(),
  /** The state the consultation is offered for. */
  state: UsStateCodeSchema,
  stateName: z.string(),
  /** What the person allowed to be sent to a licensed attorney. */
  contact: z.object({
    name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  status: StatusSchema,
  /** The network's attorney or firm the request was sent on to. */
  attorney: z.string().nullable(),
  requestedAt: timestamp,
  overdueAt: timestamp,
  /** Still open after its overdue time. */
  overdue: z.boolean(),
  referredAt: timestamp.nullable(),
  contactedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  closeReason: z.string().nullable(),
  /** What the request can be marked next. */
  nextSteps: z.array(z.enum(ATTORNEY_CONSULT_STEPS)),
});
export type AttorneyConsultRequestView = z.output<typeof AttorneyConsultRequestViewSchema>;

export const MarkAttorneyConsultRequestBodySchema = z.object({
  status: z.enum(ATTORNEY_CONSULT_STEPS),
  /** Required to refer: the network's attorney or firm, in 2 to 200 characters. */
  attorney: z.string().max(200).optional(),
  /** Required to close: why, in 10 to 500 characters. */
  reason: z.string().max(500).optional(),
});

/** The person's own view of a request, on their account page. */
export const MyAttorneyConsultRequestSchema = z.object({
  id: z.string(),
  status: StatusSchema,
  statusLabel: z.string(),
  state: UsStateCodeSchema,
  requestedAt: timestamp,
  referredAt: timestamp.nullable(),
  contactedAt: timestamp.nullable(),
});
export type MyAttorneyConsultRequest = z.output<typeof MyAttorneyConsultRequestSchema>;

/** Support's attorney-consult queue, under /v2/staff (issue 24). */
export const attorneyConsultStaffRoutes = {
  listAttorneyConsultRequests: route({
    method: 'GET',
    path: '/staff/attorney-consult-requests',
    summary:
      'The attorney-consult queue: open requests first, the most overdue at the top, by status (audited)',
    auth: SUPPORT,
    query: AttorneyConsultRequestsQuerySchema,
    response: pageOf(AttorneyConsultRequestViewSchema),
  }),
  getAttorneyConsultRequest: route({
    method: 'GET',
    path: '/staff/attorney-consult-requests/:attorneyConsultRequestId',
    summary:
      'An attorney-consult request with the contact details the person allowed to share (audited)',
    auth: SUPPORT,
    params: AttorneyConsultRequestParamsSchema,
    response: AttorneyConsultRequestViewSchema,
    errors: [NOT_FOUND],
  }),
  markAttorneyConsultRequest: route({
    method: 'POST',
    path: '/staff/attorney-consult-requests/:attorneyConsultRequestId/status',
    summary:
      'Refer a request to an attorney (named), mark it contacted, or close it (with a reason), in order only; referred e-mails the person (audited)',
    auth: SUPPORT,
    params: AttorneyConsultRequestParamsSchema,
    body: MarkAttorneyConsultRequestBodySchema,
    response: AttorneyConsultRequestViewSchema,
    errors: [
      NOT_FOUND,
      { status: 409, code: 'FULFILMENT.OUT_OF_ORDER' },
      { status: 409, code: 'REQUEST.STALE_WRITE' },
    ],
  }),
};

/** The signed-in person's own attorney-consult requests. */
export const attorneyConsultRoutes = {
  listMyAttorneyConsultRequests: route({
    method: 'GET',
    path: '/me/attorney-consult-requests',
    summary: "The signed-in person's attorney-consult requests and where each is, newest first",
    auth: 'session',
    response: z.array(MyAttorneyConsultRequestSchema),
  }),
};
