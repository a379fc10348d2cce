import { inject, injectable } from 'inversify';
import {
  DOCUMENT_REVIEW_FLAGS,
  type DocumentReviewFlag,
  type DocumentReviewFlags,
} from '../ports/document-review-flags.port';
import type { Requester } from '../shared/requester';

/** The signed-in person's documents to review after a life event, oldest flag first (issue 29). */
@injectable()
export class ListDocumentReviews {
  constructor(@inject(DOCUMENT_REVIEW_FLAGS) private readonly flags: DocumentReviewFlags) {}

  execute(requester: Requester): Promise<DocumentReviewFlag[]> {
    return this.flags.listOpen({
      tenantId: requester.tenantId,
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
    });
  }
}
