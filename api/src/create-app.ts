import 'reflect-metadata';
import {
  errorReporterFromEnv,
  experimentAssignmentsFromEnv,
  productAnalyticsFromEnv,
  stockQuotesFromEnv,
  type BlobStore,
  type ReceivedMail,
} from '@bequest/adapters';
import {
  readRemoteNotaryLink,
  readSiteAddresses,
  resolveExperimentSwitches,
  resolveFlags,
  type ExperimentSwitches,
  type FeatureFlags,
  type SiteAddresses,
} from '@bequest/domain';
import {
  CLOCK,
  FindPageRedirect,
  GetTenant,
  type Clock,
  type StaffSignInSettings,
  type StockQuotes,
  type ExperimentAssignments,
  type ProductAnalyticsService,
  type BrowserErrorReporting,
  type ErrorReporter,
  WidgetOrigins,
} from '@bequest/application';
import { API_BASE_PATH, CONTRACT } from '@bequest/sdk/contract';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { Result } from 'neverthrow';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { createContainer } from './composition/container';
import { JSON_BODY_LIMIT } from './http/body-limit';
import { rejectUnstorableText } from './http/unstorable-text';
import {
  inlineScriptHashes,
  noStore,
  readFrameAncestors,
  securityHeaders,
} from './http/security-headers';
import { ErrorFilter } from './http/error.filter';
import { readBrowserErrorReporting } from './error-reporting/browser-error-reporting';
import { createLogger, requestLogger } from './http/logger';
import { MAIL_VIEWER_PATH, mailViewer } from './dev/mail-viewer';
import { serveWebApp } from './web-app/serve-web-app';
import { widgetEmbedScript } from './web-app/widget-embed';
import { serveSdkReference } from './docs/serve-sdk-reference';
import { serveStaffConsole, STAFF_CONSOLE_PATH } from './staff/serve-staff-console';
import { staffSignInFromEnv } from './staff/staff-sign-in-env';
import type { FirmRateLimit } from './firm/firm-bindings';

export const API_PREFIX = API_BASE_PATH.slice(1);

/**
 * The specification's own paths (the document files and e-mails), outside the API prefix
 * (DECISIONS.md "The API"), as Nest takes them: without the leading slash.
 */
const UNPREFIXED_PATHS = [
  ...new Set(
    Object.values(CONTRACT)
      .filter((route) => !route.prefixed)
      .map((route) => route.path.slice(1)),
  ),
];

export interface AppSettings {
  readonly orm: MikroORM;
  readonly sessionSecret: string;
  /** Where the storage center keeps the PDFs' bytes. */
  readonly blobs: BlobStore;
  /** The built web app to serve beside the API (web/dist), if any. */
  readonly webDirectory?: string;
  /** The sites pages move to (platform-core.md 2.3): MARKETING_SITE_URL and the others. */
  readonly siteAddresses?: SiteAddresses;
  /** The feature flags in effect: the production values, each overridable by its FW_ variable. */
  readonly featureFlags?: FeatureFlags;
  /** The experiments that run: each off unless its variable (FW_REPEAT_WILL_USER_EXPERIMENT) is on. */
  readonly experiments?: ExperimentSwitches;
  /** Where arms come from: GrowthBook with GROWTHBOOK_CLIENT_KEY, else the built-in hash (ADR 0023). */
  readonly experimentAssignments?: ExperimentAssignments;
  /** The online notarization service's "easy link", or null: REMOTE_NOTARY_URL and _KEY. */
  readonly remoteNotaryLink?: string | null;
  /** Outside production with its own SMTP server: the mail it received, for /dev/mail. */
  readonly devMail?: { readonly received: readonly ReceivedMail[] };
  /** Origins allowed to frame the app: FRAME_ANCESTORS, none by default (issue 20). */
  readonly frameAncestors?: readonly string[];
  /** The time the use cases read: the system's, unless a test moves its own. */
  readonly clock?: Clock;
  /** Where stock gifts are priced: QUOTES_API_KEY's service, or none (the donor types it). */
  readonly stockQuotes?: StockQuotes;
  readonly logger?: Logger;
  /** The company's OpenID provider for staff: STAFF_OIDC_ISSUER and its client (ADR 0022). */
  readonly staffSignIn?: StaffSignInSettings;
  /** The built staff console to serve at /internal-only (admin/dist), if any. */
  readonly adminDirectory?: string;
  /** The SDK's built API reference to serve at /docs/sdk (sdk/reference), if any. */
  readonly sdkReferenceDirectory?: string;
  /** PostHog with POSTHOG_API_KEY and POSTHOG_HOST, else none: events stay in PostgreSQL (ADR 0028). */
  readonly productAnalytics?: ProductAnalyticsService;
  /** How many calls a firm's API key may make in a window: 600 a minute unless a test lowers it. */
  readonly firmRateLimit?: FirmRateLimit;
  /** Where unexpected errors are reported: Sentry with SENTRY_DSN, else only the log (issue 31). */
  readonly errorReporter?: ErrorReporter;
  /** Where the browser reports its errors: SENTRY_BROWSER_DSN's project, else nowhere. */
  readonly browserErrorReporting?: BrowserErrorReporting | null;
}

/** The API over a migrated database, ready to listen. */
export const createApp = async ({
  orm,
  sessionSecret,
  blobs,
  webDirectory,
  siteAddresses = settingOrThrow(readSiteAddresses(process.env)),
  featureFlags = resolveFlags(process.env),
  experiments = resolveExperimentSwitches(process.env),
  experimentAssignments,
  remoteNotaryLink = settingOrThrow(readRemoteNotaryLink(process.env)),
  frameAncestors = readFrameAncestors(process.env.FRAME_ANCESTORS),
  devMail,
  clock,
  stockQuotes = stockQuotesFromEnv(process.env),
  logger = createLogger(),
  staffSignIn = staffSignInFromEnv(process.env),
  adminDirectory,
  sdkReferenceDirectory,
  productAnalytics = productAnalyticsFromEnv(process.env),
  firmRateLimit,
  errorReporter = errorReporterFromEnv(process.env),
  browserErrorReporting = readBrowserErrorReporting(process.env),
}: AppSettings): Promise<INestApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.with(
      createContainer({
        orm,
        sessionSecret,
        blobs,
        featureFlags,
        experiments,
        experimentAssignments:
          experimentAssignments ?? (await experimentAssignmentsFromEnv(process.env, experiments)),
        remoteNotaryLink,
        browserErrorReporting,
        siteAddresses,
        stockQuotes,
        staffSignIn,
        productAnalytics,
        ...(clock ? { clock } : {}),
        ...(firmRateLimit ? { firmRateLimit } : {}),
      }),
    ),
    { logger: ['error', 'warn'], bodyParser: false },
  );
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
  // Answers carry versions and change on every write: an ETag would cost a hash per response
  // and save nothing.
  app.set('etag', false);
  app.disable('x-powered-by');
  app.setGlobalPrefix(API_PREFIX, { exclude: UNPREFIXED_PATHS });
  // Each request gets its id before anything can refuse it, so every refusal is logged with it.
  app.use(requestLogger(logger));
  const widgetOrigins = app.get(WidgetOrigins);
  app.use(
    securityHeaders({
      frameAncestors,
      scriptHashes: appScriptHashes(webDirectory),
      reportingOrigins: browserErrorReporting ? [new URL(browserErrorReporting.dsn).origin] : [],
      widgetFramers: (urlName) => widgetOrigins.of(urlName),
    }),
  );
  app.use(`/${API_PREFIX}`, noStore);
  app.use(cookieParser());
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.use(rejectUnstorableText);
  app.useGlobalFilters(new ErrorFilter(logger, errorReporter));
  if (devMail)
    app.use(
      MAIL_VIEWER_PATH,
      mailViewer(() => devMail.received),
    );
  if (adminDirectory) serveStaffConsole(app, adminDirectory);
  if (sdkReferenceDirectory) serveSdkReference(app, sdkReferenceDirectory);
  app.use(widgetEmbedScript(featureFlags.FW_SGS_WIDGET));
  if (webDirectory)
    serveWebApp(
      app,
      webDirectory,
      [
        API_PREFIX,
        ...UNPREFIXED_PATHS,
        ...(devMail ? [MAIL_VIEWER_PATH.slice(1)] : []),
        STAFF_CONSOLE_PATH.slice(1),
      ],
      {
        redirects: app.get(FindPageRedirect),
        tenants: app.get(GetTenant),
        clock: app.get<Clock>(CLOCK),
        logger,
      },
    );
  return app;
};

/** The CSP hashes of the built app page's inline scripts, when the app is served. */
const appScriptHashes = (webDirectory: string | undefined): string[] => {
  const index = webDirectory && join(webDirectory, 'index.html');
  return index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
};

/** A deployment setting's value; a setting that cannot be used stops the start, naming it. */
const settingOrThrow = <Value>(setting: Result<Value, string>): Value =>
  setting.match(
    (value) => value,
    (message) => {
      throw new Error(message);
    },
  );
