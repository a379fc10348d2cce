import { clientFor, verifiedPerson } from '@bequest/api/testing';
import { resolveFlags } from '@bequest/sdk/app';
import type { Page } from 'playwright-core';
import { browserApp, checkWidths, seriousViolations, signInBrowser } from './browser';

/**
 * Product analytics and the person's choice (issue 31, ADR 0028): the do-not-sell page's choice
 * stops the events of a person who opened their will again, and counting starts again when they
 * choose it; a browser that sends Global Privacy Control is not counted whatever the choice.
 */
describe('browser: the do-not-sell choice and Global Privacy Control', () => {
  const app = browserApp(() => ({ featureFlags: resolveFlags({ FW_DO_NOT_SELL_PAGE: 'true' }) }));

  it('counts "continue" only while the person and the browser allow it, both ways', async () => {
    const api = `http://127.0.0.1:${app.port}`;
    const grant = await verifiedPerson(app.testApp, clientFor(api, 'localhost'), 'gpc@example.com');
    const sdk = clientFor(api, 'localhost', () => grant.token);
    (await sdk.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const accountId = grant.user.activeProfile.accountId!;
    const continues = async () =>
      (
        (await app.testApp.orm.em
          .fork()
          .execute(
            "select count(*)::int as n from analytics_event where account_id = ? and name = 'will_continue'",
            [accountId],
          )) as { n: number }[]
      )[0]!.n;

    const browse = async (headers: Record<string, string> = {}) => {
      const context = await app.browser.newContext({ extraHTTPHeaders: headers });
      await signInBrowser(context, grant.token, app.origin);
      return context.newPage();
    };
    /** Opens the started will and continues it, through `seen` analytics calls it sent. */
    const continueOn = async (page: Page, seen: () => Promise<unknown>) => {
      await page.goto(`${app.origin}/will/basics/personal/get-started`);
      const result = seen();
      await page.getByRole('button', { name: 'Continue my will' }).click();
      await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
      return result;
    };
    /** Continues the will and answers the analytics call's status, however long it takes. */
    const continueWill = (page: Page) =>
      continueOn(page, () =>
        page
          .waitForResponse((response) => response.url().endsWith('/v2/analytics/events'), {
            timeout: 0,
          })
          .then((response) => response.status()),
      );
    /**
     * Continues the will and answers the analytics calls sent by the time the next step shows;
     * the counts read after the next counted call prove none came later either.
     */
    const continueUncounted = async (page: Page) => {
      const calls: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (request.url().endsWith('/v2/analytics/events')) calls.push(request.url());
      };
      page.on('request', onRequest);
      await continueOn(page, async () => undefined);
      page.off('request', onRequest);
      return calls;
    };
    const choose = async (page: Page, label: string, saved: string) => {
      await page.goto(`${app.origin}/do-not-sell`);
      await page.getByLabel(label).check();
      await page.getByRole('button', { name: 'Save my choice' }).click();
      await page.getByRole('status').filter({ hasText: saved }).waitFor();
    };

    const page = await browse();
    expect(await continueWill(page)).toBe(204);
    expect(await continues()).toBe(1);

    await choose(page, 'Do not count my activity', 'Saved: your activity is not counted.');
    await checkWidths(page, 'do-not-sell-choice');
    expect(await seriousViolations(page)).toEqual([]);
    // The browser keeps the choice and sends nothing; the account keeps it too.
    expect(await continueUncounted(page)).toEqual([]);
    expect(await continues()).toBe(1);

    await choose(page, 'Count my activity, by number only', 'Saved: your activity is counted');
    expect(await continueWill(page)).toBe(204);
    expect(await continues()).toBe(2);

    // Global Privacy Control: the browser's call is answered, and nothing is kept.
    const private_ = await browse({ 'Sec-GPC': '1' });
    await private_.goto(`${app.origin}/do-not-sell`);
    await private_.getByText('Your browser sends a privacy signal').waitFor();
    expect(await continueWill(private_)).toBe(204);
    expect(await continues()).toBe(2);
    // And once it sends none, counted again.
    expect(await continueWill(page)).toBe(204);
    expect(await continues()).toBe(3);
  });
});
