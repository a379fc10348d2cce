import type { BrowserErrorReporting } from '@bequest/application';

/**
 * Where the browser reports its errors (issue 31): SENTRY_BROWSER_DSN's project, in
 * SENTRY_ENVIRONMENT (else NODE_ENV), or nowhere. A DSN that is not an http(s) address stops the
 * start, naming the variable.
 */
export const readBrowserErrorReporting = (env: NodeJS.ProcessEnv): BrowserErrorReporting | null => {
  const dsn = env.SENTRY_BROWSER_DSN;
  if (!dsn) return null;
  if (!URL.canParse(dsn) || !/^https?:$/.test(new URL(dsn).protocol))
    throw new Error(`SENTRY_BROWSER_DSN: ${dsn} is not an http(s) address`);
  return { dsn, environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV ?? 'development' };
};
