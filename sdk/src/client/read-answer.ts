import { fileNameFromContentDisposition } from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import { COMMON_ERROR_CODES } from '../contract/api-error';
import { ApiErrorBodySchema } from '../contract/api-error-schema';
import { CONTRACT, type RouteName } from '../contract/contract';
import type { Route } from '../contract/route';
import type { ApiFailure } from './send-call';

const failure = (status: number, code: string, message: string): ApiFailure => ({
  status,
  error: { code, message },
});

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
};

/**
 * A route's answer: Ok with the response parsed by its schema (or the PDF or CSV file), else Err with the
 * API's error.
 */
export const readAnswer = async (
  route: Route,
  response: Response,
): Promise<Result<unknown, ApiFailure>> => {
  if (response.ok && route.produces !== 'json')
    return ok({
      fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
      content: new Uint8Array(await response.arrayBuffer()),
    });
  const json = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    const body = ApiErrorBodySchema.safeParse(json);
    return err(
      body.success
        ? { status: response.status, ...body.data }
        : failure(response.status, COMMON_ERROR_CODES.unexpected, response.statusText),
    );
  }
  const parsed = route.response.safeParse(json);
  return parsed.success
    ? ok(parsed.data)
    : err(failure(response.status, 'RESPONSE.INVALID', parsed.error.message));
};

/** Reads the answer of the named route with the contract: what a deferred client loads. */
export const readRouteAnswer = (
  name: RouteName,
  response: Response,
): Promise<Result<unknown, ApiFailure>> => readAnswer(CONTRACT[name], response);
export type RouteAnswerReader = typeof readRouteAnswer;
