import { z } from 'zod';
import { DOCUMENT_KINDS, type DocumentKind } from '../documents/document-registry';
import { PRINT_MAIL_STATUSES } from '../fulfilment/print-mail-status';
import { STRATEGIST_CALL_STATUSES } from '../fulfilment/strategist-call-status';
import { ESTATE_PLAN_PACKAGE_TYPES } from '../packages/estate-plan-package-type';
import type { FirmWebhookEvent } from './firm-webhooks';

const isoTime = z.iso.datetime({ offset: true });
/** Which client: the account (the firm's client id) and the profile the event is about. */
const client = { clientId: z.string(), profileId: z.string() };

/**
 * What each webhook event tells the firm, its `data` (issue 25). Every one names the client as
 * the firm's client routes do (`clientId`); times are ISO 8601.
 */
export const FIRM_WEBHOOK_DATA = {
  /** Every document of the client's plan is finished (once per plan package). */
  'plan.completed': z.object({
    ...client,
    packageType: z.enum(ESTATE_PLAN_PACKAGE_TYPES),
    completedAt: isoTime,
  }),
  /** The client finalized a document. */
  'document.finalized': z.object({
    ...client,
    kind: z.enum(DOCUMENT_KINDS as readonly [DocumentKind, ...DocumentKind[]]),
    finalizedAt: isoTime,
  }),
  /** The client's print-and-mail request was made (`requested`) or moved on by fulfilment. */
  'print_mail.status_changed': z.object({
    ...client,
    /** Null for `requested`: the request is numbered once fulfilment's queue holds it. */
    requestId: z.string().nullable(),
    status: z.enum(PRINT_MAIL_STATUSES),
    /** Why it was cancelled; null otherwise. */
    reason: z.string().nullable(),
    changedAt: isoTime,
  }),
  /**
   * The client scheduled a strategist call (`scheduled`), skipped it (`skipped`), or the call
   * moved on.
   */
  'strategist_call.status_changed': z.object({
    ...client,
    /** Null for `scheduled` and `skipped`, as for print and mail. */
    callId: z.string().nullable(),
    status: z.enum([...STRATEGIST_CALL_STATUSES, 'skipped']),
    reason: z.string().nullable(),
    changedAt: isoTime,
  }),
  /** The firm's sign-on provider named another advisor for the client (or none). */
  'client.advisor_changed': z.object({
    clientId: z.string(),
    previousAdvisorEmail: z.string().nullable(),
    advisorEmail: z.string().nullable(),
    changedAt: isoTime,
  }),
} as const satisfies Record<FirmWebhookEvent, z.ZodType>;

/** An event's `data`, by its type. */
export type FirmWebhookData = {
  readonly [Type in FirmWebhookEvent]: z.output<(typeof FIRM_WEBHOOK_DATA)[Type]>;
};
