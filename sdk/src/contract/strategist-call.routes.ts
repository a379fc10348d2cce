import { STRATEGIST_CALL_STATUSES, STRATEGIST_CALL_STEPS } from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';
import { PageQuerySchema, pageOf } from './staff-views';

const timestamp = z.iso.datetime();
const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const OUT_OF_ORDER = [
  NOT_FOUND,
  { status: 409, code: 'FULFILMENT.OUT_OF_ORDER' },
  { status: 409, code: 'REQUEST.STALE_WRITE' },
] as const;

/** Everyone who works the queue reads it (issue 24, ADR 0022). */
const QUEUE: StaffAuth = { staff: ['support', 'fulfilment', 'admin'] };
/** Sending the documents is a document transfer: fulfilment's, as for print and mail. */
const TRANSFER: StaffAuth = { staff: ['fulfilment', 'admin'] };
/** The call itself, held or cancelled, is support's: it is a conversation with the person. */
const SUPPORT: StaffAuth = { staff: ['support', 'admin'] };

const StatusSchema = z.enum(STRATEGIST_CALL_STATUSES);

export const StrategistCallsQuerySchema = PageQuerySchema.extend({
  status: StatusSchema.optional(),
});

export const StrategistCallParamsSchema = z.object({
  strategistCallId: z.string().min(1).max(100),
});

/** A call in the queue: whose, which documents the strategist receives, and where it is. */
export const StrategistCallViewSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  accountId: z.string(),
  person: z.string().nullable(),
  email: z.string(),
  packageType: z.string(),
  documents: z.array(z.object({ kind: z.string(), title: z.string() })),
  status: StatusSchema,
  scheduledAt: timestamp,
  /** When the documents become overdue. */
  overdueAt: timestamp,
  /** Still without its documents after its overdue time. */
  overdue: z.boolean(),
  documentsSentAt: timestamp.nullable(),
  heldAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  cancelReason: z.string().nullable(),
  /** What the call can be marked next. */
  nextSteps: z.array(z.enum(STRATEGIST_CALL_STEPS)),
});
export type StrategistCallView = z.output<typeof StrategistCallViewSchema>;

export const MarkStrategistCallBodySchema = z.object({
  status: z.enum(['held', 'cancelled']),
  /** Required to cancel: why, in 10 to 500 characters. */
  reason: z.string().max(500).optional(),
});

/** The person's own view of a call, on their account page. */
export const MyStrategistCallSchema = z.object({
  id: z.string(),
  status: StatusSchema,
  statusLabel: z.string(),
  scheduledAt: timestamp,
  documentsSentAt: timestamp.nullable(),
  documents: z.array(z.string()),
});
export type MyStrategistCall = z.output<typeof MyStrategistCallSchema>;

/** The strategist-call queue, under /v2/staff (issue 24). */
export const strategistCallStaffRoutes = {
  listStrategistCalls: route({
    method: 'GET',
    path: '/staff/strategist-calls',
    summary:
      'The strategist-call queue: calls awaiting documents first, the most overdue at the top, by status (audited)',
    auth: QUEUE,
    query: StrategistCallsQuerySchema,
    response: pageOf(StrategistCallViewSchema),
  }),
  getStrategistCall: route({
    method: 'GET',
    path: '/staff/strategist-calls/:strategistCallId',
    summary: 'A strategist call with the documents the strategist receives (audited)',
    auth: QUEUE,
    params: StrategistCallParamsSchema,
    response: StrategistCallViewSchema,
    errors: [NOT_FOUND],
  }),
  sendStrategistDocuments: route({
    method: 'POST',
    path: '/staff/strategist-calls/:strategistCallId/documents-sent',
    summary:
      "Mark a scheduled call's documents sent to the strategist; e-mails the person (audited)",
    auth: TRANSFER,
    params: StrategistCallParamsSchema,
    response: StrategistCallViewSchema,
    errors: [...OUT_OF_ORDER],
  }),
  markStrategistCall: route({
    method: 'POST',
    path: '/staff/strategist-calls/:strategistCallId/status',
    summary: 'Mark a call held, or cancelled (with a reason), in order only (audited)',
    auth: SUPPORT,
    params: StrategistCallParamsSchema,
    body: MarkStrategistCallBodySchema,
    response: StrategistCallViewSchema,
    errors: [...OUT_OF_ORDER],
  }),
};

/** The signed-in person's own strategist calls. */
export const strategistCallRoutes = {
  listMyStrategistCalls: route({
    method: 'GET',
    path: '/me/strategist-calls',
    summary: "The signed-in person's strategist calls and where each is, newest first",
    auth: 'session',
    response: z.array(MyStrategistCallSchema),
  }),
};
