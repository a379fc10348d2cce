import { SentryErrorReporter } from '@bequest/adapters';
import { startErrorReportingStandIn } from '@bequest/adapters/testing';
import type { AppSettings } from '../create-app';

export { startErrorReportingStandIn };

/** The settings that send the server's and the browser's error reports to `dsn` (issue 31). */
export const errorReportingTo = (
  dsn: string,
): Required<Pick<AppSettings, 'errorReporter' | 'browserErrorReporting'>> => ({
  errorReporter: new SentryErrorReporter({ dsn, environment: 'test' }),
  browserErrorReporting: { dsn, environment: 'test' },
});
