import {
  documentsToReview,
  finishedDocumentsOf,
  lifeEventsBetween,
  DOCUMENT_DISPLAY_NAMES,
  type DocumentReview,
  type LifeEvent,
  type Profile,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  DOCUMENT_REVIEW_FLAGS,
  type DocumentReviewFlags,
} from '../ports/document-review-flags.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';

/**
 * After a profile is saved: the life events between the stored and the saved version, a review
 * flag for each finished document they touch, and one e-mail naming those documents (issue 29).
 * The e-mail names no event: what changed in a person's life stays on the account page.
 * A save without events flags nothing.
 */
@injectable()
export class RaiseDocumentReviews {
  constructor(
    @inject(DOCUMENT_REVIEW_FLAGS) private readonly flags: DocumentReviewFlags,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
  ) {}

  afterSave(previous: Profile, saved: Profile): Promise<readonly DocumentReview[]> {
    return this.flag(saved, lifeEventsBetween(previous, saved));
  }

  /** Flags the profile's finished documents the events touch, and e-mails the person once. */
  async flag(saved: Profile, events: readonly LifeEvent[]): Promise<readonly DocumentReview[]> {
    if (events.length === 0 || !saved.accountId || !saved.tenantId) return [];
    const owner = { tenantId: saved.tenantId, accountId: saved.accountId, profileId: saved.randId };
    const moved = events.some(({ kind }) => kind === 'MOVED_STATE');
    // A move not yet reviewed says which state a document was made for.
    const earlierMoves = moved
      ? (await this.flags.listOpen(owner)).filter(({ event }) => event === 'MOVED_STATE')
      : [];
    const documents = finishedDocumentsOf(saved).map((document) => {
      const madeFor = earlierMoves.find(
        ({ documentId }) => documentId === document.documentId,
      )?.movedFrom;
      return madeFor ? { ...document, madeFor } : document;
    });
    const reviews = documentsToReview(events, documents);
    const now = this.clock.now();
    // Back in the state a document was made for: the earlier move's flag no longer holds.
    for (const earlier of earlierMoves)
      if (
        !reviews.some(
          ({ documentId, event }) => documentId === earlier.documentId && event === 'MOVED_STATE',
        )
      )
        await this.flags.dismiss(owner, earlier.id, now);
    if (reviews.length === 0) return [];
    await this.flags.raise(
      owner,
      reviews.map((review) => ({ ...review, id: this.ids.newId() })),
      now,
    );
    if (saved.email) {
      const titles = [...new Set(reviews.map(({ kind }) => DOCUMENT_DISPLAY_NAMES[kind]))];
      await this.outbox.enqueue({
        tenantId: saved.tenantId,
        to: saved.email,
        template: 'documents_to_review',
        values: { documents: titles.join(', ') },
      });
    }
    return reviews;
  }
}
