import type { DocumentReview } from '@bequest/domain';

/** Whose flags: the profile whose documents they are, within its account and tenant. */
export interface ReviewFlagOwner {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
}

/** A finished document to review after a life event (issue 29), as the person is shown it. */
export interface DocumentReviewFlag extends DocumentReview {
  readonly id: string;
  readonly flaggedAt: Date;
}

/** The review flags of each profile's finished documents, and its yearly reviews (issue 29). */
export interface DocumentReviewFlags {
  /**
   * Raises a flag per review, with the id given. A flag still open for the same document and
   * event is replaced: the person sees the newest reason once, not each change that led to it.
   */
  raise(
    owner: ReviewFlagOwner,
    flags: readonly (DocumentReview & { readonly id: string })[],
    at: Date,
  ): Promise<void>;
  /** The owner's flags not yet dismissed, oldest first. */
  listOpen(owner: ReviewFlagOwner): Promise<DocumentReviewFlag[]>;
  /**
   * Dismisses the owner's open flag ("I've reviewed this"); false when the owner has no open
   * flag of that id, whoever else may have one.
   */
  dismiss(owner: ReviewFlagOwner, id: string, at: Date): Promise<boolean>;
  /** When the owner last answered the yearly review (issue 29); null when never. */
  lastYearlyReview(owner: ReviewFlagOwner): Promise<Date | null>;
  /** Records that the owner answered the yearly review at `at`; the latest answer counts. */
  recordYearlyReview(owner: ReviewFlagOwner, at: Date): Promise<void>;
}
export const DOCUMENT_REVIEW_FLAGS: symbol = Symbol.for('DocumentReviewFlags');
