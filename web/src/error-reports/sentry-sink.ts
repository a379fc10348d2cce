import { scrubErrorEvent } from '@bequest/sdk/app';
import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
} from '@sentry/browser';
import type { ErrorSink } from './report-error';

/**
 * The browser's reports sent to Sentry through its official browser SDK (issue 31), its own chunk
 * loaded only where the deployment names a project. A client of our own, with no automatic
 * instrumentation (no breadcrumbs, no session replay, no tracing): only what `reportError` is
 * given leaves, after `scrubErrorEvent` took out every e-mail, name, date, query and user.
 */
export const sentrySink = ({
  dsn,
  environment,
}: {
  readonly dsn: string;
  readonly environment: string;
}): ErrorSink => {
  const client = new BrowserClient({
    dsn,
    environment,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    beforeSend: (event) => scrubErrorEvent(event),
  });
  client.init();
  return (error, tags) => {
    const scope = new Scope();
    scope.setClient(client);
    scope.setTags({ side: 'browser', ...tags });
    scope.captureException(error);
  };
};
