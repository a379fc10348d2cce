import {
  NO_ERROR_REPORTER,
  type ErrorReportContext,
  type ErrorReporter,
} from '@bequest/application';
import { scrubErrorEvent } from '@bequest/domain';
import {
  createStackParser,
  createTransport,
  linkedErrorsIntegration,
  Scope,
  type BaseTransportOptions,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';

export interface SentrySettings {
  readonly dsn: string;
  readonly environment?: string;
  readonly release?: string;
}

/** Envelopes posted with the runtime's fetch; the SDK handles rate limits and the queue. */
const fetchTransport = (options: BaseTransportOptions) =>
  createTransport(options, async ({ body }) => {
    const response = await fetch(options.url, { method: 'POST', body });
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });

/**
 * Unexpected errors sent to Sentry through its official SDK's core (issue 31): a server client of
 * the reporter's own, bound to no global scope, with no automatic instrumentation (the Node SDK's
 * module hooks and OpenTelemetry are left out). Nothing but what `report` is given leaves, and
 * every event passes `scrubErrorEvent` first, so no e-mail, name, birth date, request body,
 * cookie or user does.
 */
export class SentryErrorReporter implements ErrorReporter {
  private readonly client: ServerRuntimeClient;

  constructor({ dsn, environment, release }: SentrySettings) {
    this.client = new ServerRuntimeClient({
      dsn,
      environment,
      release,
      platform: 'node',
      runtime: { name: 'node', version: process.version },
      transport: fetchTransport,
      stackParser: createStackParser(nodeStackLineParser()),
      integrations: [linkedErrorsIntegration()],
      sendDefaultPii: false,
      beforeSend: (event) => scrubErrorEvent(event),
    });
    this.client.init();
  }

  report(error: unknown, { status, ...context }: ErrorReportContext): void {
    const scope = new Scope();
    scope.setClient(this.client);
    scope.setTags({ side: 'server', ...context, ...(status !== undefined && { status }) });
    scope.captureException(error);
  }

  async flush(timeoutMs: number): Promise<void> {
    await this.client.flush(timeoutMs);
  }
}

/** The error-reporting service of the environment: Sentry when SENTRY_DSN is set, else none. */
export const errorReporterFromEnv = (env: NodeJS.ProcessEnv): ErrorReporter =>
  env.SENTRY_DSN
    ? new SentryErrorReporter({
        dsn: env.SENTRY_DSN,
        environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
        release: env.SENTRY_RELEASE,
      })
    : NO_ERROR_REPORTER;
