import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  DOCUMENT_REVIEW_FLAGS,
  type DocumentReviewFlags,
} from '../ports/document-review-flags.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

/**
 * "I've reviewed this": the person dismisses one of their own review flags (issue 29). Another
 * person's flag, or one already dismissed, is not found.
 */
@injectable()
export class DismissDocumentReview {
  constructor(
    @inject(DOCUMENT_REVIEW_FLAGS) private readonly flags: DocumentReviewFlags,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    flagId: string,
  ): Promise<Result<{ readonly dismissed: true }, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const dismissed = await this.flags.dismiss(
      {
        tenantId: requester.tenantId,
        accountId: requester.accountId,
        profileId: requester.activeProfileId,
      },
      flagId,
      this.clock.now(),
    );
    return dismissed ? ok({ dismissed: true } as const) : err(notFound('Document review'));
  }
}
