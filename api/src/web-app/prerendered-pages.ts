import type { Clock, GetTenant, TenantView } from '@bequest/application';
import { COOKIE_NAMES } from '@bequest/domain';
import type { Request } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hostOf, originOf } from '../http/request-context';
import { tenantOverrideOf } from '../http/tenant-override';

/** What the web app's server build (web/dist/.ssr/prerender.cjs) offers (ADR 0017). */
interface PagePrerenderer {
  readonly PRERENDERED_PATHS: readonly string[];
  /** index.html with the page rendered into it, or null where the web app renders it itself. */
  readonly prerenderPage: (page: {
    readonly url: string;
    readonly template: string;
    readonly tenant: TenantView;
    readonly now: Date;
  }) => Promise<string | null>;
}

/** Whether a browser sent the page for a frame: that page shows alone (ADR 0011). */
const FRAMED = new Set(['iframe', 'frame']);

/**
 * The first screens the server renders into index.html (ADR 0017), with the tenant's answer and
 * the month they were rendered in: a browser paints them before the app's code has come. Only
 * for a browser that tells nothing the page depends on: no signed-in hint (its header and
 * buttons differ) and not for a frame. Null when the web app was built without its server part;
 * a page it cannot render answers null, and the browser then renders index.html itself.
 */
export const prerenderedPages = (
  directory: string,
  template: string,
  tenants: Pick<GetTenant, 'execute'>,
  clock: Clock,
): ((request: Request) => Promise<string | null>) | null => {
  const file = join(directory, '.ssr', 'prerender.cjs');
  if (!existsSync(file)) return null;
  const prerenderer = require(file) as PagePrerenderer;
  return async (request) => {
    if (
      !prerenderer.PRERENDERED_PATHS.includes(request.path) ||
      request.cookies?.[COOKIE_NAMES.signedIn] !== undefined ||
      FRAMED.has(request.get('sec-fetch-dest') ?? '')
    )
      return null;
    const tenant = await tenants.execute({
      host: hostOf(request),
      tenantOverride: tenantOverrideOf(request),
    });
    if (tenant.isErr()) return null;
    return prerenderer.prerenderPage({
      url: `${originOf(request)}${request.originalUrl}`,
      template,
      tenant: tenant.value,
      now: clock.now(),
    });
  };
};
