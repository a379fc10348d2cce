/** The e-mails the product sends, each from a per-tenant template. */
export type MailTemplate =
  | 'verify_email'
  | 'password_reset'
  | 'finish_your_account'
  /** Someone tried to sign up with the address of an existing account (issue 20). */
  | 'account_exists'
  | 'document'
  | 'nominee_notification'
  | 'advisor_plan_complete';

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
