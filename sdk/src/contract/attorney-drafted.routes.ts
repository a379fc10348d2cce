import {
  ATTORNEY_DRAFTED_PLAN_STATUSES,
  ATTORNEY_DRAFTED_PLAN_STEPS,
  UsStateCodeSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';
import { PageQuerySchema, pageOf } from './staff-views';

const timestamp = z.iso.datetime();
const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;

/**
 * Matching attorney-drafted plans is support's work, as attorney consults are: a conversation
 * with a person whose contact details it carries; administrators may do it too (ADR 0022).
 */
const SUPPORT: StaffAuth = { staff: ['support', 'admin'] };

const StatusSchema = z.enum(ATTORNEY_DRAFTED_PLAN_STATUSES);

export const AttorneyDraftedPlansQuerySchema = PageQuerySchema.extend({
  status: StatusSchema.optional(),
});

export const AttorneyDraftedPlanParamsSchema = z.object({
  attorneyDraftedPlanId: z.string().min(1).max(100),
});

const MatchedAttorneySchema = z.object({
  id: z.string(),
  name: z.string(),
  firm: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** A plan in support's matching queue: whose, how to reach them, where it is, who drafts it. */
export const AttorneyDraftedPlanViewSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  accountId: z.string(),
  /** The person's state, where the attorney must be licensed; null when they gave none. */
  state: UsStateCodeSchema.nullable(),
  stateName: z.string().nullable(),
  contact: z.object({
    name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  status: StatusSchema,
  /** The attorney matched, as they were when matched. */
  attorney: MatchedAttorneySchema.nullable(),
  requestedAt: timestamp,
  /** When the step it waits in becomes overdue; null once finalized or closed. */
  overdueAt: timestamp.nullable(),
  /** Still open after its overdue time. */
  overdue: z.boolean(),
  matchedAt: timestamp.nullable(),
  draftedAt: timestamp.nullable(),
  finalizedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  closeReason: z.string().nullable(),
  /** What the plan can be marked next. */
  nextSteps: z.array(z.enum(ATTORNEY_DRAFTED_PLAN_STEPS)),
});
export type AttorneyDraftedPlanView = z.output<typeof AttorneyDraftedPlanViewSchema>;

export const MarkAttorneyDraftedPlanBodySchema = z.object({
  status: z.enum(ATTORNEY_DRAFTED_PLAN_STEPS),
  /** Required to match: an active attorney of the network licensed in the person's state. */
  attorneyId: z.string().max(100).optional(),
  /** Required to close: why, in 10 to 500 characters. */
  reason: z.string().max(500).optional(),
});

export const AttorneyNetworkQuerySchema = z.object({
  state: UsStateCodeSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
});

export const AttorneyNetworkParamsSchema = z.object({
  attorneyId: z.string().min(1).max(100),
});

/**
 * An attorney as staff add or edit them: loose here, so the domain's schema names each field at
 * fault in the 400 (`states`, `email`).
 */
export const AttorneyNetworkMemberBodySchema = z.object({
  name: z.unknown(),
  firm: z.unknown(),
  email: z.unknown(),
  phone: z.unknown(),
  states: z.unknown(),
  active: z.unknown(),
});

export const AttorneyNetworkMemberViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  firm: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  states: z.array(UsStateCodeSchema),
  active: z.boolean(),
  updatedAt: timestamp,
});
export type AttorneyNetworkMemberView = z.output<typeof AttorneyNetworkMemberViewSchema>;

/** The person's own view of a plan, on their account page. */
export const MyAttorneyDraftedPlanSchema = z.object({
  id: z.string(),
  status: StatusSchema,
  statusLabel: z.string(),
  /** How many of the account page's attorney steps are done (0 to 3). */
  stepsDone: z.number().int(),
  /** The attorney's name and firm once matched. */
  attorney: z.string().nullable(),
  requestedAt: timestamp,
  matchedAt: timestamp.nullable(),
});
export type MyAttorneyDraftedPlan = z.output<typeof MyAttorneyDraftedPlanSchema>;

/** Support's attorney-drafted plans' queue and the attorney network, under /v2/staff (issue 24). */
export const attorneyDraftedStaffRoutes = {
  listAttorneyDraftedPlans: route({
    method: 'GET',
    path: '/staff/attorney-drafted-plans',
    summary:
      'The attorney-drafted plans to match: open plans first, the most overdue at the top, by status (audited)',
    auth: SUPPORT,
    query: AttorneyDraftedPlansQuerySchema,
    response: pageOf(AttorneyDraftedPlanViewSchema),
  }),
  getAttorneyDraftedPlan: route({
    method: 'GET',
    path: '/staff/attorney-drafted-plans/:attorneyDraftedPlanId',
    summary: 'An attorney-drafted plan with the person’s contact details (audited)',
    auth: SUPPORT,
    params: AttorneyDraftedPlanParamsSchema,
    response: AttorneyDraftedPlanViewSchema,
    errors: [NOT_FOUND],
  }),
  markAttorneyDraftedPlan: route({
    method: 'POST',
    path: '/staff/attorney-drafted-plans/:attorneyDraftedPlanId/status',
    summary:
      'Match a plan with an attorney of the network, mark it drafted or finalized, or close it (with a reason), in order only; matched e-mails the person (audited)',
    auth: SUPPORT,
    params: AttorneyDraftedPlanParamsSchema,
    body: MarkAttorneyDraftedPlanBodySchema,
    response: AttorneyDraftedPlanViewSchema,
    errors: [
      NOT_FOUND,
      { status: 409, code: 'FULFILMENT.OUT_OF_ORDER' },
      { status: 409, code: 'REQUEST.STALE_WRITE' },
    ],
  }),
  listAttorneyNetwork: route({
    method: 'GET',
    path: '/staff/attorney-network',
    summary: 'The attorneys of the network by name, optionally those licensed in a state',
    auth: SUPPORT,
    query: AttorneyNetworkQuerySchema,
    response: z.array(AttorneyNetworkMemberViewSchema),
  }),
  addAttorneyNetworkMember: route({
    method: 'POST',
    path: '/staff/attorney-network',
    summary: 'Add an attorney to the network, with the states where they take plans (audited)',
    auth: SUPPORT,
    body: AttorneyNetworkMemberBodySchema,
    response: AttorneyNetworkMemberViewSchema,
  }),
  updateAttorneyNetworkMember: route({
    method: 'PUT',
    path: '/staff/attorney-network/:attorneyId',
    summary: 'Edit an attorney of the network, or stop matching them (inactive) (audited)',
    auth: SUPPORT,
    params: AttorneyNetworkParamsSchema,
    body: AttorneyNetworkMemberBodySchema,
    response: AttorneyNetworkMemberViewSchema,
    errors: [NOT_FOUND],
  }),
};

/** The signed-in person's own attorney-drafted plans. */
export const attorneyDraftedRoutes = {
  listMyAttorneyDraftedPlans: route({
    method: 'GET',
    path: '/me/attorney-drafted-plans',
    summary: "The signed-in person's attorney-drafted plans and where each is, newest first",
    auth: 'session',
    response: z.array(MyAttorneyDraftedPlanSchema),
  }),
};
