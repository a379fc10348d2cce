import 'reflect-metadata';
import type { BlobStore } from '@bequest/adapters';
import { readRemoteNotaryLink, resolveFlags, type FeatureFlags } from '@bequest/domain';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { createContainer } from './composition/container';
import { ErrorFilter } from './http/error.filter';
import { createLogger, requestLogger } from './http/logger';
import { PDF_PATHS } from './documents/pdf.controller';
import { serveWebApp } from './web-app/serve-web-app';

export const API_PREFIX = 'v2';

export interface AppSettings {
  readonly orm: MikroORM;
  readonly sessionSecret: string;
  /** Where the storage center keeps the PDFs' bytes. */
  readonly blobs: BlobStore;
  /** The built web app to serve beside the API (web/dist), if any. */
  readonly webDirectory?: string;
  /** The external marketing site (platform-core.md 2.3). */
  readonly marketingSiteUrl?: string;
  /** The feature flags in effect: the production values, each overridable by its FW_ variable. */
  readonly featureFlags?: FeatureFlags;
  /** The online notarization service's "easy link", or null: REMOTE_NOTARY_URL and _KEY. */
  readonly remoteNotaryLink?: string | null;
  readonly logger?: Logger;
}

/** The API over a migrated database, ready to listen. */
export const createApp = async ({
  orm,
  sessionSecret,
  blobs,
  webDirectory,
  marketingSiteUrl = process.env.MARKETING_SITE_URL ?? 'https://www.bequest.example',
  featureFlags = resolveFlags(process.env),
  remoteNotaryLink = readRemoteNotaryLink(process.env).match(
    (link) => link,
    (message) => {
      throw new Error(message);
    },
  ),
  logger = createLogger(),
}: AppSettings): Promise<INestApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.with(createContainer({ orm, sessionSecret, blobs, featureFlags, remoteNotaryLink })),
    { logger: ['error', 'warn'], bodyParser: false },
  );
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
  // Answers carry versions and change on every write: an ETag would cost a hash per response
  // and save nothing.
  app.set('etag', false);
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '200kb' });
  const documentPaths = Object.values(PDF_PATHS);
  app.setGlobalPrefix(API_PREFIX, { exclude: documentPaths });
  app.use(requestLogger(logger));
  app.use(cookieParser());
  app.useGlobalFilters(new ErrorFilter(logger));
  if (webDirectory)
    serveWebApp(app, webDirectory, [API_PREFIX, ...documentPaths], marketingSiteUrl);
  return app;
};
