import {
  documentsToReview,
  finishedDocumentsOf,
  lifeEventsBetween,
  type DocumentReview,
  type Profile,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  DOCUMENT_REVIEW_FLAGS,
  type DocumentReviewFlags,
} from '../ports/document-review-flags.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';

/**
 * After a profile is saved: the life events between the stored and the saved version, and a review
 * flag for each finished document they touch (issue 29). A save without events flags nothing.
 */
@injectable()
export class RaiseDocumentReviews {
  constructor(
    @inject(DOCUMENT_REVIEW_FLAGS) private readonly flags: DocumentReviewFlags,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async afterSave(previous: Profile, saved: Profile): Promise<readonly DocumentReview[]> {
    const events = lifeEventsBetween(previous, saved);
    if (events.length === 0 || !saved.accountId || !saved.tenantId) return [];
    const reviews = documentsToReview(events, finishedDocumentsOf(saved));
    if (reviews.length === 0) return [];
    await this.flags.raise(
      { tenantId: saved.tenantId, accountId: saved.accountId, profileId: saved.randId },
      reviews.map((review) => ({ ...review, id: this.ids.newId() })),
      this.clock.now(),
    );
    return reviews;
  }
}
