import {
  LOCAL_STAFF_USERS,
  staffIssuerForTest,
  type startListeningTestApp,
} from '@bequest/api/testing';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { browserApp, type BrowserApp } from './browser';

const ADMIN_DIST = join(__dirname, '..', '..', '..', 'admin', 'dist');

/** Staff pages open at a phone's width, where react-admin's menu is a drawer. */
export const PHONE = { width: 390, height: 844 };

/**
 * The app with the built staff console and the staff issuer of the local OpenID provider (and the
 * `settings` given), started before the file's tests; `signInAsStaff` opens the console signed in
 * with a role's test user, after `onSignInPage` looked at the sign-in page.
 */
export const staffBrowserApp = (
  settings: () => Parameters<typeof startListeningTestApp>[0] = () => ({}),
) => {
  let issuer: Awaited<ReturnType<typeof staffIssuerForTest>>;
  let stopProvider: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    issuer = await staffIssuerForTest();
  });
  const app: BrowserApp = browserApp(() => ({
    ...settings(),
    staffSignIn: issuer.settings,
    adminDirectory: ADMIN_DIST,
  }));
  beforeAll(async () => {
    const provider = await issuer.start([app.origin]);
    stopProvider = () => provider.stop();
  });
  afterAll(() => stopProvider?.());

  const signInAsStaff = async (
    context: BrowserContext,
    role: keyof typeof LOCAL_STAFF_USERS,
    onSignInPage?: (page: Page) => Promise<void>,
  ) => {
    const user = LOCAL_STAFF_USERS[role];
    const page = await context.newPage();
    await page.goto(`${app.origin}/internal-only`);
    await page.getByRole('heading', { name: 'Bequest staff console' }).waitFor();
    await onSignInPage?.(page);
    await page.getByRole('button', { name: 'Sign in with your company account' }).click();
    await page.waitForURL(`${issuer.settings.issuer}/**`);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`^${app.origin}/internal-only/(?!callback)`));
    return page;
  };
  return { app, signInAsStaff };
};
