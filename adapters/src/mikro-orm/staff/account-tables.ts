/**
 * Every table holding rows of one account, and what support's merge and deletion on request do
 * with them (issue 24; docs/legal/account-deletion.md says why each kept row is kept). A test
 * fails when a table with an account column is missing here, so a new one gets its decision.
 */
export const ACCOUNT_TABLES = {
  document: { column: 'account_id', merge: 'move', erase: 'remove' },
  product_package_event: { column: 'account_id', merge: 'move', erase: 'remove' },
  /** Copies of a gift's documents are kept with the gift; the rest go, bytes and all. */
  stored_document: { column: 'account_id', merge: 'move', erase: 'remove-but-gifts' },
  user_event: { column: 'account_id', merge: 'move', erase: 'remove' },
  stock_gift: { column: 'account_id', merge: 'move', erase: 'keep' },
  qcd_gift: { column: 'account_id', merge: 'move', erase: 'keep' },
  daf_grant: { column: 'account_id', merge: 'move', erase: 'keep' },
  print_mail_request: { column: 'account_id', merge: 'move', erase: 'remove' },
  attorney_consult_request: { column: 'account_id', merge: 'move', erase: 'remove' },
  attorney_drafted_plan: { column: 'account_id', merge: 'move', erase: 'remove' },
  strategist_call: { column: 'account_id', merge: 'move', erase: 'remove' },
  document_review_flag: { column: 'account_id', merge: 'move', erase: 'remove' },
  yearly_review: { column: 'account_id', merge: 'move', erase: 'remove' },
  trust_funding_status: { column: 'account_id', merge: 'move', erase: 'remove' },
  trust_funding_reminder: { column: 'account_id', merge: 'move', erase: 'remove' },
  fiduciary_share: { column: 'account_id', merge: 'move', erase: 'remove' },
  analytics_event: { column: 'account_id', merge: 'move', erase: 'remove' },
  /**
   * What was sent about the person to nonprofits, as sent (their consent ledger): it follows the
   * person on a merge and goes with them; the nonprofits keep what they received.
   */
  nonprofit_delivery: { column: 'account_id', merge: 'move', erase: 'remove' },
  /** The kept account's own choice stands. */
  analytics_opt_out: { column: 'account_id', merge: 'drop', erase: 'remove' },
  /** Links sent for the merged account must not open the kept one. */
  one_time_link: { column: 'account_id', merge: 'drop', erase: 'remove' },
  /** The kept account's arms stand: a person stays in one arm. */
  experiment_exposure: { column: 'person_id', merge: 'drop', erase: 'remove' },
  experiment_override: { column: 'person_id', merge: 'drop', erase: 'remove' },
  /** After the rows that reference a profile, so each table's count is its own. */
  profile: { column: 'account_id', merge: 'move', erase: 'remove' },
  /** Append-only: the record of what staff did, the merge and the deletion included. */
  staff_audit_entry: { column: 'account_id', merge: 'keep', erase: 'keep' },
} as const satisfies Record<
  string,
  {
    readonly column: 'account_id' | 'person_id';
    readonly merge: 'move' | 'drop' | 'keep';
    readonly erase: 'remove' | 'remove-but-gifts' | 'keep';
  }
>;
