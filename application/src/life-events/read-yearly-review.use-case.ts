import {
  isYearlyReviewDue,
  REPORTED_LIFE_EVENT_KINDS,
  YEARLY_REVIEW_QUESTIONS,
  type ReportedLifeEventKind,
} from '@bequest/domain';
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
import { reviewedProfileOf, reviewOwnerOf } from './yearly-review-owner';

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

/**
 * The yearly review (issue 29): whether it is due for the person's finished documents, and its
 * questions.
 */
@injectable()
export class ReadYearlyReview {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(DOCUMENT_REVIEW_FLAGS) private readonly flags: DocumentReviewFlags,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
  ): Promise<Result<YearlyReviewView, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const profile = await reviewedProfileOf(this.profiles, requester);
    if (!profile) return err(notFound('Profile'));
    const last = await this.flags.lastYearlyReview(reviewOwnerOf(requester));
    return ok({ due: isYearlyReviewDue(profile, last, this.clock.now()), questions: QUESTIONS });
  }
}
