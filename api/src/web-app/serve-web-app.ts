import type { Clock, FindPageRedirect, GetTenant } from '@bequest/application';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import compression from 'compression';
import type { Logger } from 'pino';
import serveStatic from 'serve-static';
import { tenantOverrideOf } from '../http/tenant-override';
import { prerenderedPages } from './prerendered-pages';

/** Vite names every file under assets/ by a hash of its content: a name never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app (web/dist) on the API's origin, so the session cookie is shared: files are
 * served compressed (those under assets/, named by their hash, cached for a year); a page that lives elsewhere now (platform-core.md 2.3) redirects there; and
 * index.html answers any other page path a browser asks for (client-side routes), with the main
 * brand's first screens rendered into it where the build can (ADR 0017). Nothing is served when
 * the app has not been built.
 */
export const serveWebApp = (
  app: NestExpressApplication,
  directory: string,
  /** The API's own paths (its prefix, the document paths): never the app's. */
  apiPaths: readonly string[],
  {
    redirects,
    tenants,
    clock,
    logger,
  }: {
    readonly redirects: Pick<FindPageRedirect, 'execute'>;
    readonly tenants: Pick<GetTenant, 'execute'>;
    readonly clock: Clock;
    readonly logger: Logger;
  },
): void => {
  const apiRoots = new Set(apiPaths.map((path) => path.split('/')[0]));
  const index = join(directory, 'index.html');
  if (!existsSync(index)) return;
  const prerendered = prerenderedPages(directory, readFileSync(index, 'utf8'), tenants, clock);
  // A failed prerendering costs the page its head start, never the page.
  const prerender = async (request: Request) => {
    try {
      return (await prerendered?.(request)) ?? null;
    } catch (error) {
      logger.error({ err: error, path: request.path }, 'prerendering the page failed');
      return null;
    }
  };
  const assets = join(directory, 'assets');
  const files = serveStatic(directory, {
    index: false,
    maxAge: '1h',
    setHeaders: (response, path) => {
      if (!relative(assets, path).startsWith('..')) response.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  // The app's files and pages, compressed for the browsers that accept it (brotli, else gzip).
  const compress = compression();
  // One check first, so API requests pass on without a redirect lookup or a file-system stat.
  app.use((request: Request, response: Response, next: NextFunction) => {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (!reading || apiRoots.has(request.path.split('/')[1] ?? '')) return next();
    compress(request, response, () =>
      files(request, response, () => {
        if (request.method !== 'GET' || !request.accepts('html')) return next();
        const page = {
          path: request.path,
          query: request.originalUrl.slice(request.path.length),
          origin: `${request.protocol}://${request.get('host') ?? ''}`,
          tenantOverride: tenantOverrideOf(request),
        };
        redirects
          .execute(page)
          .then(async (redirect) => {
            if (redirect)
              return response.redirect(redirect.permanent ? 301 : 302, redirect.location);
            const html = await prerender(request);
            // Whether the page comes prerendered depends on the browser's cookies.
            response.setHeader('Cache-Control', 'no-cache').vary('Cookie');
            if (html === null) response.sendFile(index);
            else response.type('html').send(html);
          })
          .catch(next);
      }),
    );
  });
};
