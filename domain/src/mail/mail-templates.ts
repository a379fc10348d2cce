/** The e-mails the product sends, each from a per-tenant template: the one list. */
export const MAIL_TEMPLATES = [
  'verify_email',
  'password_reset',
  'finish_your_account',
  /** Someone tried to sign up with the address of an existing account (issue 20). */
  'account_exists',
  'document',
  'nominee_notification',
  'advisor_plan_complete',
  /** A guest's link back to their stock gift (issue 23). */
  'stock_gift_started',
  /** The donor's signed letter of authorization, attached. */
  'stock_gift_submitted',
  /** The transfer instructions for the donor's financial advisor, with the donor's consent. */
  'stock_gift_advisor',
  /** The nonprofit told shares are on their way, with the donor named only by consent. */
  'stock_gift_incoming',
  /** The nonprofit's acknowledgement, attached, once it confirms the shares arrived. */
  'stock_gift_received',
  /** The owner's letter of instruction for a QCD, attached, to sign and send to the custodian. */
  'qcd_submitted',
  /** The donor's grant recommendation, attached, as submitted to the fund's sponsor. */
  'daf_grant_submitted',
  /** The person's printed documents are in the mail (issue 24). */
  'print_mail_mailed',
  /** The person's attorney-consult request was sent on to an attorney who will contact them. */
  'attorney_consult_referred',
  /** The person's attorney-drafted plan was matched with an attorney of the network. */
  'attorney_drafted_matched',
  /** The person's documents were sent to the strategist before their call. */
  'strategist_documents_sent',
  /** A saved profile changed in a way that touches finished documents (issue 29). */
  'documents_to_review',
  /** A reminder of the trust's funding steps left, until done or stopped (issue 29). */
  'trust_funding_reminder',
  /** A nominee given read-only access to a finished document, with its link (issue 29). */
  'fiduciary_share',
  /** The one-time code that opens a shared document, sent to the shared address. */
  'fiduciary_code',
  /** A nonprofit told what a donor chose, or that they withdrew consent, with consent only. */
  'nonprofit_delivery',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * The values of a message that open something once (a sign-in link, a shared document's code):
 * kept sealed while the message waits and forgotten once it has left (issue 20), so never shown
 * to staff, and a message that held one cannot be sent again as it was.
 */
export const MAIL_SECRET_VALUES = ['link', 'code'] as const;

/**
 * What a template's preview fills in: made-up values, its link and code visibly not real ones, so
 * a preview never holds a live secret.
 */
export const MAIL_SAMPLE_VALUES: Readonly<Record<string, string>> = {
  link: 'https://example.invalid/sample-link',
  code: '000000',
  minutes: '10',
  firstName: 'Rosa',
  ownerName: 'Rosa Li',
  clientName: 'Rosa Li',
  donorName: 'Rosa Li',
  testatorName: 'Rosa Li',
  nomineeName: 'Sam Li',
  advisorName: 'Morgan Reyes',
  role: 'executor',
  document: 'Last Will & Testament',
  documentTitle: 'Last Will & Testament',
  documents: 'Last Will & Testament, Living Will',
  planName: 'Will-based plan',
  nonprofitName: 'Harbor Food Bank',
  fundName: 'Harbor Giving Fund',
  sponsorName: 'Harbor Community Foundation',
  custodianName: 'Vanguard',
  attorney: 'Jordan Avery, Avery Law',
  contact: 'jordan@averylaw.example or 312-555-0100',
  gift: '10 shares of ACME',
  amount: '$5,000',
  total: '5',
  done: '2',
  city: 'Springfield',
  state: 'IL',
  distributionDate: 'December 31, 2026',
  receivedOn: 'December 23, 2026',
  expiresOn: 'January 31, 2027',
  summary: 'Rosa Li <rosa@example.com>: A gift in their will (10% of my estate).',
};
