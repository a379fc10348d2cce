// zod is made jitless before the contract below builds its first schema (src/zod-config.ts).
import '../zod-config';

import { readRouteAnswer as readAnswer, type RouteAnswerReader } from '@bequest/sdk/app';
import { reportApiFailure } from '../error-reports/report-error';

/**
 * What the browser client reads its answers with; its first call loads it (bequest.tsx). An
 * answer the server could not give is reported with its request id (issue 31).
 */
export const readRouteAnswer: RouteAnswerReader = async (name, response) => {
  const answer = await readAnswer(name, response);
  if (answer.isErr()) reportApiFailure(name, answer.error);
  return answer;
};
