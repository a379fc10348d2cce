import {
  isYearlyReviewDue,
  lifeEventsFromYearlyReview,
  REPORTED_LIFE_EVENT_KINDS,
  YEARLY_REVIEW_QUESTIONS,
  type ReportedLifeEventKind,
  type YearlyReviewAnswers,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  DOCUMENT_REVIEW_FLAGS,
  type DocumentReviewFlags,
  type ReviewFlagOwner,
} from '../ports/document-review-flags.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { RaiseDocumentReviews } from './raise-document-reviews.service';

export interface YearlyReviewView {
  /** A year or more since the finished documents were last known current. */
  readonly due: boolean;
  readonly questions: readonly {
    readonly event: ReportedLifeEventKind;
    readonly question: string;
  }[];
}

const QUESTIONS = REPORTED_LIFE_EVENT_KINDS.map((event) => ({
  event,
  question: YEARLY_REVIEW_QUESTIONS[event],
}));

const ownerOf = (requester: Requester): ReviewFlagOwner => ({
  tenantId: requester.tenantId,
  accountId: requester.accountId,
  profileId: requester.activeProfileId,
});

type NotFound = UseCaseError<'REQUEST.NOT_FOUND'>;

/**
 * The yearly review (issue 29): whether it is due for the person's finished documents, its
 * questions, and the answers, each yes flagging the documents its event touches.
 */
@injectable()
export class YearlyReview {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(DOCUMENT_REVIEW_FLAGS) private readonly flags: DocumentReviewFlags,
    @inject(RaiseDocumentReviews) private readonly reviews: RaiseDocumentReviews,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async profileOf(requester: Requester) {
    const stored = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
    );
    return stored?.profile ?? null;
  }

  async read(requester: Requester): Promise<Result<YearlyReviewView, NotFound>> {
    const profile = await this.profileOf(requester);
    if (!profile) return err(notFound('Profile'));
    const last = await this.flags.lastYearlyReview(ownerOf(requester));
    return ok({ due: isYearlyReviewDue(profile, last, this.clock.now()), questions: QUESTIONS });
  }

  /** Records the answers (a review with every answer no counts too) and flags what a yes touches. */
  async answer(
    requester: Requester,
    answers: YearlyReviewAnswers,
  ): Promise<Result<{ readonly flagged: number }, NotFound>> {
    const profile = await this.profileOf(requester);
    if (!profile) return err(notFound('Profile'));
    const flagged = await this.reviews.flag(profile, lifeEventsFromYearlyReview(answers));
    await this.flags.recordYearlyReview(ownerOf(requester), this.clock.now());
    return ok({ flagged: flagged.length });
  }
}
