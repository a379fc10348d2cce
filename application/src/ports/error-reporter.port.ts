/** What ties a report to its log line and its route; never anything about the person. */
export interface ErrorReportContext {
  readonly requestId?: string;
  readonly route?: string;
  readonly tenantId?: string;
  readonly status?: number;
}

/**
 * Where unexpected errors go beyond the log (issue 31): an error-reporting service when one is
 * configured, else nowhere. Personal data is removed before anything leaves.
 */
export interface ErrorReporter {
  /** Queues the error's report; never throws and never waits. */
  report(error: unknown, context: ErrorReportContext): void;
  /** Sends what is queued, waiting at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>;
}
export const ERROR_REPORTER: symbol = Symbol.for('ErrorReporter');

/** No service configured: errors stay in the log. */
export const NO_ERROR_REPORTER: ErrorReporter = {
  report: () => undefined,
  flush: async () => undefined,
};
