import {
  FilesystemBlobStore,
  StorageCenter,
  LocalSmtpServer,
  MailDelivery,
  PostgresTenantConfigurationRepository,
  openDatabase,
  PostgresFirmWebhooks,
  PostgresMailOutbox,
  SmtpMailer,
  WebhookDelivery,
} from '@bequest/adapters';
import { createTestDatabase } from '@bequest/adapters/testing';
import type { INestApplication } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createApp, type AppSettings } from '../create-app';
import { createLogger } from '../http/logger';

/** The test app's session secret, which also seals the outbox's one-time links and codes. */
export const SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';

export interface TestApp {
  readonly app: INestApplication;
  readonly orm: MikroORM;
  /** The real SMTP server the API's mail reaches. */
  readonly smtp: LocalSmtpServer;
  /** Where the storage center keeps the stored copies' bytes. */
  readonly blobs: FilesystemBlobStore;
  /** Delivers the queued mail now, instead of waiting for the job's next poll. */
  deliverMail(): Promise<number>;
  /** Delivers the firms' due webhooks now, at the app's clock (issue 25). */
  deliverWebhooks(): Promise<number>;
  close(): Promise<void>;
}

const throughPort = (url: string, port: number | undefined) => {
  if (port === undefined) return url;
  const through = new URL(url);
  through.port = String(port);
  return through.toString();
};

/** The whole API on its own empty, migrated database, with a real SMTP server for its mail. */
export const startTestApp = async (
  options: {
    logger?: Logger;
    /** The development mail viewer at /dev/mail, over the test's SMTP server. */
    mailViewer?: boolean;
    /** Reaches the database server through this loopback port (a proxy the test controls). */
    databasePort?: number;
  } & Pick<
    AppSettings,
    | 'webDirectory'
    | 'featureFlags'
    | 'experiments'
    | 'remoteNotaryLink'
    | 'siteAddresses'
    | 'frameAncestors'
    | 'clock'
    | 'staffSignIn'
    | 'adminDirectory'
    | 'sdkReferenceDirectory'
    | 'productAnalytics'
    | 'firmRateLimit'
    | 'stockQuotes'
    | 'errorReporter'
    | 'browserErrorReporting'
  > = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const orm = await openDatabase(throughPort(database.url, options.databasePort), 2);
  const smtp = await new LocalSmtpServer().start();
  const mailer = new SmtpMailer(smtp.url);
  const storageDirectory = await mkdtemp(join(tmpdir(), 'bequest-storage-'));
  const blobs = new FilesystemBlobStore(storageDirectory);
  const storage = new StorageCenter(orm.em, blobs);
  const delivery = new MailDelivery(
    new PostgresMailOutbox(orm.em, SESSION_SECRET),
    new PostgresTenantConfigurationRepository(orm.em),
    mailer,
    () => new Date(Date.now() + 1_000),
    (key) => storage.read(key),
  );
  const { mailViewer, databasePort: _, ...settings } = options;
  const app = await createApp({
    orm,
    sessionSecret: SESSION_SECRET,
    blobs,
    ...settings,
    ...(mailViewer ? { devMail: smtp } : {}),
    logger: options.logger ?? createLogger(process.env.LOG_LEVEL ?? 'silent'),
  });
  await app.init();
  return {
    app,
    orm,
    smtp,
    blobs,
    deliverMail: () => delivery.deliverDue(),
    deliverWebhooks: () =>
      new WebhookDelivery(
        new PostgresFirmWebhooks(orm.em, SESSION_SECRET),
        options.clock ? () => options.clock!.now() : undefined,
      ).deliverDue(),
    close: async () => {
      await app.close();
      mailer.close();
      await smtp.stop();
      await orm.close();
      await database.drop();
      await rm(storageDirectory, { recursive: true, force: true });
    },
  };
};

/** A test app listening on a free port of 127.0.0.1, and its base URL, for the SDK's clients. */
export const startListeningTestApp = async (
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<{ testApp: TestApp; baseUrl: string }> => {
  const testApp = await startTestApp(options);
  await testApp.app.listen(0, '127.0.0.1');
  return { testApp, baseUrl: await testApp.app.getUrl() };
};
