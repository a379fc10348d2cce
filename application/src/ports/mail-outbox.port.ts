/** The e-mails the product sends, each from a per-tenant template. */
export type MailTemplate =
  | 'verify_email'
  | 'password_reset'
  | 'finish_your_account'
  /** Someone tried to sign up with the address of an existing account (issue 20). */
  | 'account_exists'
  | 'document'
  | 'nominee_notification'
  | 'advisor_plan_complete'
  /** A guest's link back to their stock gift (issue 23). */
  | 'stock_gift_started'
  /** The donor's signed letter of authorization, attached. */
  | 'stock_gift_submitted'
  /** The transfer instructions for the donor's financial advisor, with the donor's consent. */
  | 'stock_gift_advisor'
  /** The nonprofit told shares are on their way, with the donor named only by consent. */
  | 'stock_gift_incoming'
  /** The nonprofit's acknowledgement, attached, once it confirms the shares arrived. */
  | 'stock_gift_received'
  /** The owner's letter of instruction for a QCD, attached, to sign and send to the custodian. */
  | 'qcd_submitted'
  /** The donor's grant recommendation, attached, as submitted to the fund's sponsor. */
  | 'daf_grant_submitted'
  /** The person's printed documents are in the mail (issue 24). */
  | 'print_mail_mailed'
  /** The person's attorney-consult request was sent on to an attorney who will contact them. */
  | 'attorney_consult_referred'
  /** The person's documents were sent to the strategist before their call. */
  | 'strategist_documents_sent'
  /** A saved profile changed in a way that touches finished documents (issue 29). */
  | 'documents_to_review'
  /** A reminder of the trust's funding steps left, until done or stopped (issue 29). */
  | 'trust_funding_reminder'
  /** A nominee given read-only access to a finished document, with its link (issue 29). */
  | 'fiduciary_share'
  /** The one-time code that opens a shared document, sent to the shared address. */
  | 'fiduciary_code';

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
