import AxeBuilder from '@axe-core/playwright';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  startListeningTestApp,
  type TestApp,
} from '@bequest/api/testing';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ARTIFACTS = join(__dirname, '..', '..', 'artifacts');

/** Kept by every page: each Content-Security-Policy violation the browser reports. */
const RECORD_CSP_VIOLATIONS = `
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push(
    event.violatedDirective + ' ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber,
  );
});`;

/**
 * Chromium, each of whose contexts records the CSP violations of its pages, which
 * `seriousViolations` reports with axe's (issue 20).
 */
export const launchChromium = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `Browser journeys need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`,
    );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(RECORD_CSP_VIOLATIONS);
    return context;
  };
  return browser;
};

/** A screenshot of the page as it is, kept as a CI artifact under test/artifacts/. */
export const screenshot = async (page: Page, name: string) => {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
};

/**
 * The serious and critical accessibility violations axe-core finds on the page, by rule, and the
 * Content-Security-Policy violations the page reported.
 */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).analyze();
  const csp = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  return [
    ...results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`),
    ...csp.map((violation) => `csp: ${violation}`),
  ];
};

/** What a browser journey runs against: the API and web app on a free port, and Chromium. */
export interface BrowserApp {
  readonly testApp: TestApp;
  readonly browser: Browser;
  /** The port the app listens on; hosts choose the tenant (DECISIONS.md "Names"). */
  readonly port: string;
  /** The main brand's origin. */
  readonly origin: string;
}

/**
 * Starts the app serving the built web app, and Chromium, before the file's tests and stops
 * them after; the returned object is filled in once they run.
 */
export const browserApp = (
  settings: () => Parameters<typeof startListeningTestApp>[0] = () => ({}),
): BrowserApp => {
  const app = {} as { -readonly [Key in keyof BrowserApp]: BrowserApp[Key] };
  beforeAll(async () => {
    const started = await startListeningTestApp({
      webDirectory: join(__dirname, '..', '..', '..', 'web', 'dist'),
      ...settings(),
    });
    app.testApp = started.testApp;
    app.port = new URL(started.baseUrl).port;
    // The main brand is resolved from the host "localhost" (platform-core.md 2.1).
    app.origin = `http://localhost:${app.port}`;
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.testApp?.close();
  });
  return app;
};
