import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built web app (web/dist) on the API's origin, so the session cookie is shared: its files
 * as they are, and index.html for any page path a browser asks for (client-side routes).
 * Answers false when the app has not been built.
 */
export const serveWebApp = (
  app: NestExpressApplication,
  directory: string,
  /** The API's own paths (its prefix, the document paths): never the app's. */
  apiPaths: readonly string[],
): boolean => {
  const apiRoots = new Set(apiPaths.map((path) => path.split('/')[0]));
  const index = join(directory, 'index.html');
  if (!existsSync(index)) return false;
  app.useStaticAssets(directory, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (
      request.method !== 'GET' ||
      apiRoots.has(request.path.split('/')[1] ?? '') ||
      !request.accepts('html')
    )
      return next();
    response.setHeader('Cache-Control', 'no-cache').sendFile(index);
  });
  return true;
};
