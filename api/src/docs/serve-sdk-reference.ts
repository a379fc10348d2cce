import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import serveStatic from 'serve-static';

/** Where the SDK's API reference lives on the product's origin (issue 25). */
export const SDK_REFERENCE_PATH = '/docs/sdk';

/**
 * The SDK's API reference (TypeDoc's HTML, `npm run reference --workspace @bequest/sdk`) at
 * /docs/sdk, as static files: /docs/sdk itself answers its index page, a page it does not have
 * answers 404 (never the web app's page). Nothing is served when the reference was not built.
 */
export const serveSdkReference = (app: NestExpressApplication, directory: string): void => {
  if (!existsSync(join(directory, 'index.html'))) return;
  const files = serveStatic(directory, { index: ['index.html'], maxAge: '1h', redirect: true });
  const compress = compression();
  app.use(SDK_REFERENCE_PATH, (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    compress(request, response, () =>
      files(request, response, () => {
        response.status(404).type('text').send('This page of the SDK reference does not exist.');
      }),
    );
  });
};
