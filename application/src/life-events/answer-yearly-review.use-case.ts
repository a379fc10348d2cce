import { lifeEventsFromYearlyReview, type YearlyReviewAnswers } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  DOCUMENT_REVIEW_FLAGS,
  type DocumentReviewFlags,
} from '../ports/document-review-flags.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { RaiseDocumentReviews } from './raise-document-reviews.service';
import { reviewedProfileOf, reviewOwnerOf } from './yearly-review-owner';

/**
 * The yearly review's answers (issue 29): recorded (a review with every answer no counts too),
 * each yes flagging the documents its event touches.
 */
@injectable()
export class AnswerYearlyReview {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(DOCUMENT_REVIEW_FLAGS) private readonly flags: DocumentReviewFlags,
    @inject(RaiseDocumentReviews) private readonly reviews: RaiseDocumentReviews,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    answers: YearlyReviewAnswers,
  ): Promise<Result<{ readonly flagged: number }, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const profile = await reviewedProfileOf(this.profiles, requester);
    if (!profile) return err(notFound('Profile'));
    const flagged = await this.reviews.flag(profile, lifeEventsFromYearlyReview(answers));
    await this.flags.recordYearlyReview(reviewOwnerOf(requester), this.clock.now());
    return ok({ flagged: flagged.length });
  }
}
