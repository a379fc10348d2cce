import { isProductionEnvironment, resolveTenantFromHost } from '@bequest/domain';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STAFF_CONSOLE_PATH } from '../staff/serve-staff-console';
import { createHash, randomBytes } from 'node:crypto';
import { hostOf } from './request-context';

/**
 * What the page may use of the browser: nothing a will-maker's page needs is granted. Only
 * features Chromium knows: it warns on every page of one it does not (bluetooth, interest-cohort).
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=(), browsing-topics=()';

/** A year, as HSTS asks for a production host. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** How a CSP names one inline script or stylesheet by its text. */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP hashes of a page's inline scripts (the built app's old-browser warning): allowed by
 * hash, so no inline script runs that the build did not write.
 */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    cspHash(match[1] ?? ''),
  );

/**
 * The stylesheets React Aria writes into the page (ADR 0016), each a fixed text, allowed by its
 * hash: no other inline stylesheet applies. A React Aria that changes the first shows as a
 * style-src violation in the browser journeys (any signed-in page has its menu button); check the
 * second, written on iOS only, by hand after an upgrade.
 */
export const LIBRARY_STYLES: readonly string[] = [
  // Once a pressable control is on the page: a double tap on it does not zoom.
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  // While a dialog is open on iOS: scrolling inside it does not scroll the page behind.
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/**
 * The staff console's pages only (ADR 0022): a nonce per answer for the stylesheets MUI's emotion
 * writes, which no hash can name. Nothing for every other answer.
 */
const styleNonceOf = (_request: IncomingMessage, response: ServerResponse) =>
  `'nonce-${(response as Response).locals.styleNonce as string}'`;

export interface SecurityHeaderSettings {
  /** Origins allowed to frame the app (FRAME_ANCESTORS); none by default. */
  readonly frameAncestors: readonly string[];
  /** Hashes of the inline scripts of the app's page. */
  readonly scriptHashes: readonly string[];
  /** Origins the pages may send their error reports to (SENTRY_BROWSER_DSN's); none by default. */
  readonly reportingOrigins?: readonly string[];
  /** The origins a nonprofit lists for its widget page (issue 26): they alone may frame it. */
  readonly widgetFramers?: (urlName: string) => Promise<readonly string[]>;
}

/** A nonprofit's widget page, which only its own listed sites may frame (ADR 0029). */
const WIDGET_PAGE = /^\/widget\/smartgiving\/([^/]+)\/?$/;

/** frame-ancestors: a widget page's own origins where set, else the deployment's, else none. */
const framersOf =
  (fallback: readonly string[]) => (_request: IncomingMessage, response: ServerResponse) => {
    const widget = (response as Response).locals.widgetFramers as readonly string[] | undefined;
    const origins = widget ?? fallback;
    return origins.length > 0 ? origins.join(' ') : "'none'";
  };

/**
 * The protections a financial-grade service sends on every answer (issue 20), with helmet: a
 * Content-Security-Policy without inline scripts but those hashed, frame ancestors from the
 * deployment's list, nosniff, a strict referrer policy and a Permissions-Policy; HSTS for a
 * year on a production host reached over https (behind TRUST_PROXY).
 */
export const securityHeaders = (settings: SecurityHeaderSettings) => {
  const { widgetFramers } = settings;
  const headers = helmetWith(settings, []);
  const consoleHeaders = helmetWith(settings, [styleNonceOf]);
  return (request: Request, response: Response, next: NextFunction) => {
    const staffConsole =
      request.path === STAFF_CONSOLE_PATH || request.path.startsWith(`${STAFF_CONSOLE_PATH}/`);
    if (staffConsole) response.locals.styleNonce = randomBytes(16).toString('base64');
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.secure && isProductionHost(request))
      response.setHeader('Strict-Transport-Security', HSTS);
    const apply = () => (staffConsole ? consoleHeaders : headers)(request, response, next);
    const widget = widgetFramers && WIDGET_PAGE.exec(request.path);
    if (!widget) return apply();
    widgetFramers(decodeURIComponent(widget[1]!)).then((origins) => {
      response.locals.widgetFramers = origins;
      apply();
    }, next);
  };
};

/** helmet with the product's policy, the staff console's style nonce added where given. */
const helmetWith = (
  { frameAncestors, scriptHashes, reportingOrigins = [] }: SecurityHeaderSettings,
  styleNonces: readonly (typeof styleNonceOf)[],
) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", ...LIBRARY_STYLES.map(cspHash), ...styleNonces],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...reportingOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [framersOf(frameAncestors)],
      },
    },
    // Frame ancestors govern framing; X-Frame-Options cannot name the allowed origins.
    xFrameOptions: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

const isProductionHost = (request: Request) =>
  resolveTenantFromHost(hostOf(request)).match(
    (tenant) => isProductionEnvironment(tenant.environment),
    () => false,
  );

/** Answers of the API carry personal data: no cache may keep them. */
export const noStore = (_request: Request, response: Response, next: NextFunction) => {
  response.setHeader('Cache-Control', 'no-store');
  next();
};

/** FRAME_ANCESTORS: space-separated https origins allowed to frame the app, or none. */
export const readFrameAncestors = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((origin) => {
      const url = new URL(origin);
      const loopback = ['localhost', '127.0.0.1'].includes(url.hostname);
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
        throw new Error(`FRAME_ANCESTORS: ${origin} is not an https origin`);
      return url.origin;
    });
