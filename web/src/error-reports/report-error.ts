import type { ApiFailure, RouteName } from '@bequest/sdk/app';

/** The tags a browser report may carry: what ties it to the server's log line, never a person. */
export interface ErrorTags {
  readonly requestId?: string;
  readonly route?: string;
}
export type ErrorSink = (error: unknown, tags: ErrorTags) => void;

/** Errors raised before the reporting service's code has loaded, sent once it has. */
const MAX_WAITING = 20;
const waiting: [unknown, ErrorTags][] = [];
let sink: ErrorSink | null = null;

/**
 * Reports an unexpected error of the page (issue 31): to the error-reporting service once it has
 * started, until then kept (the first twenty). Nowhere when the deployment has no service.
 */
export const reportError = (error: unknown, tags: ErrorTags = {}): void => {
  if (sink) sink(error, tags);
  else if (waiting.length < MAX_WAITING) waiting.push([error, tags]);
};

/** Starts sending, the kept errors first. */
export const startSending = (started: ErrorSink): void => {
  sink = started;
  for (const [error, tags] of waiting.splice(0)) started(error, tags);
};

/**
 * An API answer the server could not give (500): reported with its request id, which the
 * server's own report and log line carry too. Refusals (4xx) and outages (0, 503) are not errors
 * of the product.
 */
export const reportApiFailure = (route: RouteName, failure: ApiFailure): void => {
  if (failure.status !== 500) return;
  reportError(new Error(`${route} answered ${failure.status} ${failure.error.code}`), {
    route,
    ...(failure.error.requestId && { requestId: failure.error.requestId }),
  });
};

/** Every error no code caught, from the first moment the app runs. */
export const reportUncaughtErrors = (target: Window): void => {
  target.addEventListener('error', (event) => reportError(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportError(event.reason));
};
