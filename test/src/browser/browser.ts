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
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

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

/**
 * Signs a browser in with a session token, as the API's answer would: the HttpOnly token and the
 * signed-in hint the page reads before it asks for the current user.
 */
export const signInBrowser = (context: BrowserContext, token: string, origin: string) =>
  context.addCookies([
    { name: 'token', value: token, url: origin },
    { name: 'signed_in', value: '1', url: origin },
  ]);

/** A screenshot of the page as it is, kept as a CI artifact under test/artifacts/. */
const screenshot = async (page: Page, name: string) => {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
};

/** How much wider than its box a page (or its open dialog) is, and the innermost elements past it. */
export interface HorizontalOverflow {
  readonly box: string;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly elements: readonly string[];
}

/**
 * How far the page, or a dialog open on it, scrolls sideways at the current width: null when
 * neither does (issue 21).
 */
export const horizontalOverflow = (page: Page): Promise<HorizontalOverflow | null> =>
  page.evaluate(() => {
    const boxes = [
      document.documentElement,
      ...Array.from(document.querySelectorAll('.modal-overlay, [role="dialog"]')),
    ];
    const box = boxes.find((element) => element.scrollWidth > element.clientWidth);
    if (!box) return null;
    const edge = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
    const past = (element: Element) => element.getBoundingClientRect().right > edge + 0.5;
    const describe = (element: Element) => {
      const classes = Array.from(element.classList, (name) => `.${name}`).join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes} "${text}"`;
    };
    const elements = Array.from(box.querySelectorAll('*'))
      .filter((element) => past(element) && !Array.from(element.children).some(past))
      .slice(0, 10)
      .map(describe);
    return {
      box: box.tagName.toLowerCase(),
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
      elements,
    };
  });

/** A phone's viewport and a laptop's: every checked page must fit both (issue 21). */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * The page at a phone's width and at a laptop's: at each it does not scroll sideways, and it is
 * kept as a screenshot named `{name}-390` and `{name}-1280`. Then the page gets its viewport back,
 * once the sections that a new viewport brought into view have finished fading in.
 */
export const checkWidths = async (page: Page, name: string) => {
  const original = page.viewportSize();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect({ name, width: size.width, overflow: await horizontalOverflow(page) }).toEqual({
      name,
      width: size.width,
      overflow: null,
    });
    await screenshot(page, `${name}-${size.width}`);
  }
  if (original) await page.setViewportSize(original);
  await page.evaluate(async () => {
    // Intersection observers answer a resize at the next rendering; a fade starts after it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A transition the resize cancelled (MUI's, in the staff console) is as good as finished.
    await Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
  });
};

/**
 * The texts of a locator's matches once they are `expected`, so a list still being drawn is waited
 * for instead of read half-drawn; after `timeout` its texts as they are, for the assertion to show.
 */
export const textsOnceEqual = async (
  locator: Locator,
  expected: readonly string[],
  timeout = 15_000,
): Promise<string[]> => {
  const until = Date.now() + timeout;
  for (;;) {
    const texts = await locator.allTextContents();
    if (JSON.stringify(texts) === JSON.stringify(expected) || Date.now() > until) return texts;
    await locator.page().waitForTimeout(100);
  }
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

/**
 * A journey's check of each page it reaches: fits both widths (kept as `{prefix}-{name}`), no
 * serious accessibility or CSP violation, and none of the page `errors` the journey collected.
 */
export const pageChecks =
  (prefix: string) =>
  async (page: Page, name: string, errors: readonly string[] = []): Promise<void> => {
    await checkWidths(page, `${prefix}-${name}`);
    expect({ name, violations: await seriousViolations(page), errors }).toEqual({
      name,
      violations: [],
      errors: [],
    });
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
