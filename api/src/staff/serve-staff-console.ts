import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import serveStatic from 'serve-static';

/** Where the staff console lives on the product's origin (ADR 0022). */
export const STAFF_CONSOLE_PATH = '/internal-only';

/** The placeholder of the console's page the per-request style nonce replaces. */
const NONCE_PLACEHOLDER = '__STYLE_NONCE__';

/** Vite names every file under assets/ by a hash of its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built staff console (admin/dist) at /internal-only, on the API's origin so the staff cookie
 * is first-party: its files as they are, and its page for every other path, with the style nonce
 * of this answer's Content-Security-Policy written in, for the stylesheets MUI's emotion inserts
 * (security-headers.ts, ADR 0022). Nothing is served when the console has not been built.
 */
export const serveStaffConsole = (app: NestExpressApplication, directory: string): void => {
  const index = join(directory, 'index.html');
  if (!existsSync(index)) return;
  const page = readFileSync(index, 'utf8');
  const files = serveStatic(directory, {
    index: false,
    maxAge: '1h',
    setHeaders: (response, path) => {
      if (path.startsWith(join(directory, 'assets')))
        response.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  const compress = compression();
  app.use(STAFF_CONSOLE_PATH, (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    compress(request, response, () =>
      files(request, response, () => {
        const nonce = (response.locals as { styleNonce?: string }).styleNonce;
        if (!nonce) return next(new Error('the staff console page needs its style nonce'));
        response
          .type('html')
          .setHeader('Cache-Control', 'no-store')
          .send(page.replaceAll(NONCE_PLACEHOLDER, nonce));
      }),
    );
  });
};
