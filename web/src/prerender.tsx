import {
  createDeferredBequestClient,
  readRouteAnswer,
  TENANT_CONFIGURATIONS,
} from '@bequest/sdk/app';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/App';
import { PRERENDERED_PAGE_ID, type PrerenderedPage } from './app/prerendered-page';
import { routes } from './app/routes';
import { monthKey } from './app/this-month';
import { MAIN_BRAND_TENANT_ID } from './tenant/use-tenant';

// The server's entry (ADR 0017): built apart, to dist/.ssr/prerender.cjs, and run by the API.

/** The pages the server prerenders: the main brand's first screens. */
export const PRERENDERED_PATHS: readonly string[] = ['/', '/login'];

const ROOT = '<div id="root"></div>';

// A prerendered page is painted without its scripts: the browser fetches them after what it
// shows, the stylesheet and the logo, which the scripts' usual high priority would hold back.
const SCRIPTS = /(<script type="module"|<link rel="modulepreload")/g;

const handler = createStaticHandler(routes);

// The stylesheet's default theme is this one (styles/tokens.test.ts). The app sets a tenant's
// colors through the CSSOM, not in the HTML (ADR 0014): a main brand whose colors were changed
// since is rendered by the browser.
const STYLESHEET_THEME = TENANT_CONFIGURATIONS[MAIN_BRAND_TENANT_ID].branding.theme;

const hasStylesheetColors = (tenant: PrerenderedPage['tenant']) =>
  Object.entries(tenant.configuration.branding.theme).every(
    ([color, value]) =>
      value.toLowerCase() ===
      STYLESHEET_THEME[color as keyof typeof STYLESHEET_THEME].toLowerCase(),
  );

/**
 * index.html (`template`) with the page at `url` rendered into it, for a browser without cookies,
 * and what it was rendered with for the browser's hydration; null where the page is not the main
 * brand's, or the route answers otherwise than with a page (ADR 0017).
 */
export const prerenderPage = async ({
  url,
  template,
  tenant,
  now,
}: {
  readonly url: string;
  readonly template: string;
  readonly tenant: PrerenderedPage['tenant'];
  readonly now: Date;
}): Promise<string | null> => {
  if (tenant.tenantId !== MAIN_BRAND_TENANT_ID || !hasStylesheetColors(tenant)) return null;
  if (!template.includes(ROOT)) throw new Error(`The page template has no ${ROOT}`);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const data = JSON.stringify({ tenant, month: monthKey(now) } satisfies PrerenderedPage);
  // Rendered from what the browser will read, so both start from the same values.
  const page = JSON.parse(data) as PrerenderedPage;
  // Asked nothing: queries fetch in effects, which the server does not run.
  const client = createDeferredBequestClient(
    { baseUrl: new URL(url).origin },
    async () => readRouteAnswer,
  );
  const html = renderToString(
    <StrictMode>
      <App client={client} page={page}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </App>
    </StrictMode>,
  );
  // "<" escaped, the data cannot close its script element.
  const carried = `<script type="application/json" id="${PRERENDERED_PAGE_ID}">${data.replace(/</g, '\\u003c')}</script>`;
  return template
    .replace(ROOT, `<div id="root">${html}</div>${carried}`)
    .replace(SCRIPTS, '$1 fetchpriority="low"');
};
