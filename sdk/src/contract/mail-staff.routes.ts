import { MAIL_TEMPLATES, StaffReasonSchema } from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';
import { pageOf, PageQuerySchema } from './staff-views';

/** Who reads the outbox and previews its templates: support and administrators. */
const MAIL_READ: StaffAuth = { staff: ['support', 'admin'] };
/** Who sends a message again: administrators. */
const MAIL_RESEND: StaffAuth = { staff: ['admin'] };

export const MailTemplateSchema = z.enum(MAIL_TEMPLATES);
export const OutboxStatusSchema = z.enum(['queued', 'sent', 'failed']);

export const OutboxQuerySchema = PageQuerySchema.extend({
  status: OutboxStatusSchema.optional(),
  template: MailTemplateSchema.optional(),
  /** Part of the recipient's address. */
  to: z.string().trim().min(1).max(200).optional(),
});

/** A message of the outbox: its delivery, never its values (a one-time link or code, issue 20). */
export const OutboxMessageViewSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  to: z.string(),
  template: MailTemplateSchema,
  status: OutboxStatusSchema,
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime(),
  /** It held a one-time link or code: once it has left, it cannot be sent again as it was. */
  carriesSecret: z.boolean(),
  resentFrom: z.string().nullable(),
});
export type OutboxMessageView = z.output<typeof OutboxMessageViewSchema>;

export const MailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type MailPreviewView = z.output<typeof MailPreviewSchema>;

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;

/** The mail outbox in the staff console (issue 24), under /v2/staff; each call audited. */
export const mailStaffRoutes = {
  listOutboxMail: route({
    method: 'GET',
    path: '/staff/mail-outbox',
    summary:
      'The mail outbox, newest first: each message’s recipient, template, status, attempts, last error and times; never its content (audited)',
    auth: MAIL_READ,
    query: OutboxQuerySchema,
    response: pageOf(OutboxMessageViewSchema),
  }),
  resendOutboxMail: route({
    method: 'POST',
    path: '/staff/mail-outbox/:mailId/resend',
    summary:
      'Send a message again, giving the reason: a queued one is tried at once, one that left is copied; one that held a one-time link or code that is gone is refused (audited)',
    auth: MAIL_RESEND,
    params: z.object({ mailId: z.string().min(1).max(100) }),
    body: z.object({ reason: StaffReasonSchema }),
    example: { reason: 'Ticket 5120: the person’s mailbox was full when it was sent' },
    response: z.object({
      message: OutboxMessageViewSchema,
      how: z.enum(['retried', 'copied']),
    }),
    errors: [
      NOT_FOUND,
      { status: 400, code: 'REQUEST.INVALID' },
      { status: 409, code: 'MAIL.SECRET_NOT_KEPT' },
    ],
  }),
  previewMailTemplate: route({
    method: 'GET',
    path: '/staff/mail-templates/:template/preview',
    summary:
      "A mail template rendered in a tenant's branding with made-up values, as its recipient would read it; nothing is sent (audited)",
    auth: MAIL_READ,
    params: z.object({ template: MailTemplateSchema }),
    query: z.object({ tenantId: z.string().trim().min(1).max(100) }),
    response: MailPreviewSchema,
    errors: [NOT_FOUND],
  }),
};
