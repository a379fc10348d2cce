import { clientFor, gotStartedPerson, verifiedPerson, type TestApp } from '@bequest/api/testing';
import type { Browser, Page } from 'playwright-core';
import { checkWidths, seriousViolations, signInBrowser } from './browser';

/**
 * A browser page signed in as a new, verified person of the tenant at `origin`: signed up, or
 * got started where the tenant has no open sign-up.
 */
export const signedInPage = async (
  testApp: TestApp,
  browser: Browser,
  origin: string,
  email: string,
  fullName: { first: string; last: string },
  start: 'sign-up' | 'get-started' = 'sign-up',
): Promise<Page> => {
  const url = new URL(origin);
  // The API is called on the loopback address and told the tenant's host name.
  const api = `http://127.0.0.1:${url.port}`;
  const token =
    start === 'sign-up'
      ? (
          await verifiedPerson(
            testApp,
            clientFor(api, url.hostname),
            email,
            `${fullName.first} ${fullName.last}`,
          )
        ).token
      : await gotStartedPerson(testApp, api, url.hostname, email, fullName);
  const context = await browser.newContext({ acceptDownloads: true });
  await signInBrowser(context, token, origin);
  return context.newPage();
};

/**
 * One walk through a wizard: each step is awaited by its heading, checked by axe-core for
 * serious and critical violations and for errors the page threw, kept as a screenshot and
 * counted.
 */
export const wizardWalk = (page: Page, name: string) => {
  const steps: string[] = [];
  const started = Date.now();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    steps,
    seconds: () => (Date.now() - started) / 1000,
    onStep: async (heading: string) => {
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      steps.push(heading);
      await checkWidths(page, `${name}-${String(steps.length).padStart(2, '0')}`);
      expect({ heading, violations: await seriousViolations(page), errors }).toEqual({
        heading,
        violations: [],
        errors: [],
      });
    },
    next: () => page.getByRole('button', { name: 'Save and continue' }).click(),
    choose: (label: string) => page.getByRole('radio', { name: label, exact: true }).check(),
    fillName: async (group: string, first: string, last: string) => {
      const fields = page.getByRole('group', { name: group, exact: true });
      await fields.getByLabel('First name').fill(first);
      await fields.getByLabel('Last name').fill(last);
    },
  };
};

/** The downloaded file's name and bytes after pressing the button named `name`. */
export const downloaded = async (page: Page, name: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  return {
    fileName: download.suggestedFilename(),
    bytes: await readFile((await download.path())!),
  };
};
