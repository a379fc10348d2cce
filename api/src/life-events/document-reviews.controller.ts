import {
  AnswerYearlyReview,
  DismissDocumentReview,
  ListDocumentReviews,
  ReadYearlyReview,
} from '@bequest/application';
import { DOCUMENT_DISPLAY_NAMES } from '@bequest/domain';
import { documentReviewRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';

/**
 * The person's own documents to review after a life event, "I've reviewed this", and the yearly
 * review (issue 29).
 */
@Controller()
export class DocumentReviewsController {
  constructor(
    private readonly listReviews: ListDocumentReviews,
    private readonly dismissReview: DismissDocumentReview,
    private readonly readReview: ReadYearlyReview,
    private readonly answerReview: AnswerYearlyReview,
  ) {}

  @Endpoint(routes.listDocumentReviews)
  async list(@Req() request: Request) {
    const flags = await this.listReviews.execute(requesterOf(request));
    return flags.map(({ flaggedAt, movedFrom: _movedFrom, ...flag }) => ({
      ...flag,
      title: DOCUMENT_DISPLAY_NAMES[flag.kind],
      flaggedAt: flaggedAt.toISOString(),
    }));
  }

  @Endpoint(routes.dismissDocumentReview)
  @HttpCode(200)
  async dismiss(
    @Validated() { params }: Validated<typeof routes.dismissDocumentReview>,
    @Req() request: Request,
  ) {
    const result = await this.dismissReview.execute(requesterOf(request), params.reviewId);
    return result.match((value) => value, fail);
  }

  @Endpoint(routes.getYearlyReview)
  async readYearlyReview(@Req() request: Request) {
    return (await this.readReview.execute(requesterOf(request))).match(
      ({ due, questions }) => ({ due, questions: [...questions] }),
      fail,
    );
  }

  @Endpoint(routes.answerYearlyReview)
  async answerYearlyReview(
    @Validated() { body }: Validated<typeof routes.answerYearlyReview>,
    @Req() request: Request,
  ) {
    const result = await this.answerReview.execute(requesterOf(request), body.answers);
    return result.match((value) => value, fail);
  }
}
