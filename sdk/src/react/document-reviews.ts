import type { ReportedLifeEventKind } from '@bequest/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/** The person's finished documents to review after a life event, oldest flag first (issue 29). */
export const useDocumentReviews = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.documentReviews(),
    queryFn: () => unwrap(bequest.listDocumentReviews()),
  });
};

/**
 * "I've reviewed this": dismisses one flag and reads the list again. Answers the failure, if any,
 * for the page to show; a flag already gone is refreshed away like a dismissed one.
 */
export const useDismissDocumentReview = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async (reviewId: string) => {
      const result = await bequest.dismissDocumentReview({ params: { reviewId } });
      await queryClient.invalidateQueries({ queryKey: bequestKeys.documentReviews() });
      return result;
    },
    [bequest, queryClient],
  );
};

/** Whether the person's yearly review is due, with its questions (issue 29). */
export const useYearlyReview = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.yearlyReview(),
    queryFn: () => unwrap(bequest.getYearlyReview()),
  });
};

/**
 * Answers the yearly review (each yes flags documents), then reads the person again, and with them
 * the review and their documents to review. Answers the outcome for the page to show.
 */
export const useAnswerYearlyReview = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async (answers: Partial<Record<ReportedLifeEventKind, boolean>>) => {
      const result = await bequest.answerYearlyReview({ body: { answers } });
      await queryClient.invalidateQueries({ queryKey: bequestKeys.me() });
      return result;
    },
    [bequest, queryClient],
  );
};
