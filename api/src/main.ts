import {
  FilesystemBlobStore,
  S3BlobStore,
  s3SettingsFromEnv,
  StorageCenter,
  LocalIdentityProvider,
  localIssuers,
  localStaffIssuer,
  LOCAL_STAFF_ISSUER_PATH,
  STAFF_CLIENT_ID,
  errorReporterFromEnv,
  LocalSmtpServer,
  MailDelivery,
  PostgresTenantConfigurationRepository,
  openDatabase,
  PostgresJobSlots,
  PostgresFirmWebhooks,
  PostgresMailOutbox,
  ScheduledJob,
  serverSecret,
  SmtpMailer,
  startEmbeddedPostgres,
  WebhookDelivery,
} from '@bequest/adapters';
import { ApplyStorageRetention, SendFundingReminders } from '@bequest/application';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { API_PREFIX, createApp } from './create-app';
import { MAIL_VIEWER_PATH } from './dev/mail-viewer';
import { createLogger } from './http/logger';
import { staffSignInFromEnv } from './staff/staff-sign-in-env';
import { withBackOff } from './start/back-off';
import { startWaitingServer } from './start/waiting-server';

/** The seeded single sign-on tenants name http://127.0.0.1:4010/{tenant} as their issuer. */
const LOCAL_SSO_PORT = 4010;

/**
 * Outside production, the seeded firms' OpenID provider runs on this machine with a documented
 * test user per firm (README); LOCAL_SSO=off leaves it out. Its port is the one the seeded
 * tenants name as their issuer, so it is not a setting: a port in use stops the start.
 */
const startLocalSso = async (port: number) => {
  if (process.env.NODE_ENV === 'production' || process.env.LOCAL_SSO === 'off') return null;
  if (!(await portIsFree(LOCAL_SSO_PORT))) {
    // A half-working sign-in is worse than none: stop, and say what to do (issue 21).
    console.error(
      `The local OpenID provider cannot listen on 127.0.0.1:${LOCAL_SSO_PORT}: the port is in use. Stop what uses it, or start with LOCAL_SSO=off to leave single sign-on out.`,
    );
    process.exit(1);
  }
  try {
    return await LocalIdentityProvider.start({
      port: LOCAL_SSO_PORT,
      issuers: [
        ...localIssuers((tenantId) => [`http://${tenantId}.localhost:${port}`]),
        localStaffIssuer([`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
      ],
    });
  } catch (error) {
    console.error(
      `The local OpenID provider did not start: ${(error as Error).message}\nStart with LOCAL_SSO=off to leave single sign-on out.`,
    );
    process.exit(1);
  }
};

/** Whether nothing listens on the loopback port. */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * npm start: the API on DATABASE_URL, or on the embedded engine persisted under ./data; mail to
 * SMTP_URL, or to a local SMTP server that keeps every message on this machine; the storage
 * center's PDFs in the S3_BUCKET at S3_ENDPOINT, or under STORAGE_DIR (./data/storage).
 */
const main = async (): Promise<void> => {
  const logger = createLogger();
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = process.env.DATA_DIR ?? resolve(process.env.INIT_CWD ?? process.cwd(), 'data');
  // Alive at once, ready once the database answers: an unreachable database is waited for.
  const waiting = await startWaitingServer(port, `/${API_PREFIX}/health`);
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(dataDir);
  const orm = await withBackOff(
    'the database',
    () => openDatabase(process.env.DATABASE_URL ?? (embedded?.url as string)),
    logger,
  );
  const sessionSecret = process.env.SESSION_SECRET ?? (await serverSecret(orm.em, 'session'));
  const localSmtp = process.env.SMTP_URL ? null : await new LocalSmtpServer().start();
  const mailer = new SmtpMailer(process.env.SMTP_URL ?? (localSmtp as LocalSmtpServer).url);
  const s3 = s3SettingsFromEnv(process.env);
  const blobs = s3
    ? new S3BlobStore(s3)
    : new FilesystemBlobStore(process.env.STORAGE_DIR ?? resolve(dataDir, 'storage'));
  const storage = new StorageCenter(orm.em, blobs);
  const delivery = new MailDelivery(
    new PostgresMailOutbox(orm.em, sessionSecret),
    new PostgresTenantConfigurationRepository(orm.em),
    mailer,
    () => new Date(),
    (key) => storage.read(key),
  );
  delivery.start();
  // Signed webhooks to the firms (issue 25), from their PostgreSQL outbox like the mail.
  const webhooks = new WebhookDelivery(new PostgresFirmWebhooks(orm.em, sessionSecret));
  webhooks.start();

  const localSso = await startLocalSso(port);
  const webDirectory = process.env.WEB_DIST_DIR ?? resolve(__dirname, '../../web/dist');
  const adminDirectory = process.env.ADMIN_DIST_DIR ?? resolve(__dirname, '../../admin/dist');
  const sdkReferenceDirectory =
    process.env.SDK_REFERENCE_DIR ?? resolve(__dirname, '../../sdk/reference');
  // Outside production, staff sign in at the local provider's staff issuer unless one is named.
  const staffSignIn =
    staffSignInFromEnv(process.env) ??
    (localSso
      ? {
          issuer: localSso.issuerUrl(LOCAL_STAFF_ISSUER_PATH),
          clientId: STAFF_CLIENT_ID,
          clientSecret: null,
        }
      : null);
  // The local SMTP server's mail, readable in the browser; never in production.
  const devMail = localSmtp && process.env.NODE_ENV !== 'production' ? localSmtp : undefined;
  const errorReporter = errorReporterFromEnv(process.env);
  const app = await createApp({
    errorReporter,
    orm,
    sessionSecret,
    blobs,
    logger,
    webDirectory,
    adminDirectory,
    sdkReferenceDirectory,
    devMail,
    staffSignIn,
  });
  await new Promise((resolve) => waiting.close(resolve));
  await app.listen(port);
  // The trust funding reminders (issue 29): once an hour across every replica (issue 28), each one
  // due goes into the mail outbox, linking to its tenant's address in the environment of
  // PUBLIC_ORIGIN (the main brand's).
  const reminderOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const reminders = new ScheduledJob({
    name: 'trust-funding-reminders',
    everyMs: 60 * 60 * 1000,
    run: () => app.get(SendFundingReminders).execute(reminderOrigin),
    slots: new PostgresJobSlots(orm.em),
    onError: (error) => {
      logger.error({ err: error }, 'trust funding reminders failed; the next run tries again');
      errorReporter.report(error, { route: 'job:trust-funding-reminders' });
    },
  });
  reminders.start();
  // Once a day, the storage center's retention (issue 24, docs/legal/storage-retention.md):
  // the copies past their purpose's time that nothing holds are removed, a batch per run.
  const retention = new ScheduledJob({
    name: 'storage-retention',
    everyMs: 24 * 60 * 60 * 1000,
    run: async () => {
      const removed = await app.get(ApplyStorageRetention).execute();
      if (removed > 0) logger.info({ removed }, 'storage retention removed expired copies');
    },
    slots: new PostgresJobSlots(orm.em),
    onError: (error) => {
      logger.error({ err: error }, 'storage retention failed; the next run tries again');
      errorReporter.report(error, { route: 'job:storage-retention' });
    },
  });
  retention.start();
  // SIGTERM or SIGINT (issue 28): stop taking jobs, let in-flight requests and renders finish
  // while refusing new connections, then close; past SHUTDOWN_TIMEOUT_MS, exit anyway.
  const shutdown = async () => {
    const deadline = setTimeout(
      () => {
        logger.error('shutdown took longer than SHUTDOWN_TIMEOUT_MS; exiting');
        process.exit(1);
      },
      Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
    );
    deadline.unref();
    await reminders.stop();
    await retention.stop();
    await delivery.stop();
    await webhooks.stop();
    // A kept-alive connection with no request in flight would hold the close until it times out.
    const server = app.getHttpServer() as Server;
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    mailer.close();
    await localSmtp?.stop();
    await localSso?.stop();
    await orm.close();
    await embedded?.stop();
    await errorReporter.flush(2000);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  console.log(
    `Bequest is listening on http://localhost:${port} (database: ${embedded ? `embedded, in ${dataDir}` : 'DATABASE_URL'}; mail: ${localSmtp ? `local SMTP server at ${localSmtp.url}${devMail ? `, read at http://localhost:${port}${MAIL_VIEWER_PATH}` : ''}` : 'SMTP_URL'}; storage: ${s3 ? `S3 bucket ${s3.bucket}` : 'files'}${localSso ? `; single sign-on: local OpenID provider at http://127.0.0.1:${localSso.port}` : ''}; staff console: http://localhost:${port}/internal-only${staffSignIn ? '' : ' (no staff sign-in: set STAFF_OIDC_ISSUER)'})`,
  );
};

void main();
