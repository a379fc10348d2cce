import type { MailTemplate } from '@bequest/domain';
import type { ListPage, ListPageRequest } from './paging';

/** The e-mails the product sends, each from a per-tenant template (MAIL_TEMPLATES, domain). */
export type { MailTemplate };

export interface OutgoingMail {
  readonly tenantId: string;
  readonly to: string;
  readonly template: MailTemplate;
  /** The values the template fills in (a link, a name, a document's title). */
  readonly values: Readonly<Record<string, string>>;
  /** A PDF from the storage center to attach: its storage key and file name. */
  readonly attachment?: { readonly key: string; readonly fileName: string };
}

/**
 * Mail is queued, never sent inline: the outbox keeps every message and a job delivers it with
 * retries, so an SMTP outage delays mail and loses none.
 */
export interface MailOutbox {
  enqueue(mail: OutgoingMail): Promise<void>;
}
export const MAIL_OUTBOX: symbol = Symbol.for('MailOutbox');

/** A message of the outbox as staff read it: never its values, which may hold a secret. */
export interface OutboxMessage {
  readonly id: string;
  readonly tenantId: string;
  readonly to: string;
  readonly template: MailTemplate;
  readonly status: 'queued' | 'sent' | 'failed';
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  readonly nextAttemptAt: Date;
  /** It held a one-time link or code, which is forgotten once it has left. */
  readonly carriesSecret: boolean;
  /** The message this one sends again, if it is a copy. */
  readonly resentFrom: string | null;
}

export interface OutboxFilter {
  readonly status?: OutboxMessage['status'];
  /** Part of the recipient's address. */
  readonly to?: string;
  readonly template?: MailTemplate;
}

/** The outbox as the staff console reads it, and its resending (issue 24). */
export interface MailOutboxAdmin {
  /** Newest first, a page at a time. */
  list(filter: OutboxFilter, page: ListPageRequest): Promise<ListPage<OutboxMessage>>;
  byId(id: string): Promise<OutboxMessage | null>;
  /** A queued message tried again now, its sealed secret kept; false if it left meanwhile. */
  retryNow(id: string, now: Date): Promise<boolean>;
  /** A new queued copy of a message that held no secret; its id. */
  copy(id: string, now: Date): Promise<string>;
}
export const MAIL_OUTBOX_ADMIN: symbol = Symbol.for('MailOutboxAdmin');

/** A template rendered in a tenant's name, as its recipient would read it. */
export interface RenderedMailPreview {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Renders a template in a tenant's branding with the values given, sending nothing. */
export interface MailPreviewer {
  render(
    template: MailTemplate,
    tenantId: string,
    values: Readonly<Record<string, string>>,
  ): Promise<RenderedMailPreview | null>;
}
export const MAIL_PREVIEWER: symbol = Symbol.for('MailPreviewer');
