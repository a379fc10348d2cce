import { legacySlugRedirect, marketingSiteRedirect } from '@bequest/domain';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import serveStatic from 'serve-static';

/**
 * The built web app (web/dist) on the API's origin, so the session cookie is shared: pages that
 * moved to the marketing site redirect there, renamed organisations' old slugs to the new ones, files are served as they are, and index.html
 * answers any other page path a browser asks for (client-side routes). Nothing is served when
 * the app has not been built.
 */
export const serveWebApp = (
  app: NestExpressApplication,
  directory: string,
  /** The API's own paths (its prefix, the document paths): never the app's. */
  apiPaths: readonly string[],
  /** The external marketing site that pages of platform-core.md 2.3 moved to. */
  marketingSiteUrl: string,
): void => {
  const apiRoots = new Set(apiPaths.map((path) => path.split('/')[0]));
  const index = join(directory, 'index.html');
  if (!existsSync(index)) return;
  const files = serveStatic(directory, { index: false, maxAge: '1h' });
  // One check first, so API requests pass on without a redirect lookup or a file-system stat.
  app.use((request: Request, response: Response, next: NextFunction) => {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (!reading || apiRoots.has(request.path.split('/')[1] ?? '')) return next();
    const moved = request.method === 'GET' ? marketingSiteRedirect(request.path) : null;
    if (moved) return response.redirect(301, new URL(moved, marketingSiteUrl).toString());
    const renamed = request.method === 'GET' ? legacySlugRedirect(request.path) : null;
    const query = request.originalUrl.slice(request.path.length);
    if (renamed) return response.redirect(301, `${renamed}${query}`);
    files(request, response, () => {
      if (request.method !== 'GET' || !request.accepts('html')) return next();
      response.setHeader('Cache-Control', 'no-cache').sendFile(index);
    });
  });
};
