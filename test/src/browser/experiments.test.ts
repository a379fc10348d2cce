import {
  clientFor,
  completeSections,
  forceExperimentArm,
  saveActiveProfile,
  verifiedPerson,
} from '@bequest/api/testing';
import { WILL_SECTIONS } from '@bequest/sdk/rules';
import type { Page } from 'playwright-core';
import { browserApp, checkWidths, seriousViolations, signInBrowser } from './browser';

/**
 * Experiments (platform-core.md 9, documents.md 9, ADR 0023): a Washington will-maker is put in
 * each arm of each experiment by an override, as staff would, and the pages follow: a trust
 * offered in every state, the download page's redesign, the attorney banner's copy and optional
 * nominee sharing. Each exposure is logged once, the first arm shown kept.
 */
describe('browser: each experiment switched both ways by an override', () => {
  const app = browserApp();

  /** Opens a page and waits until it has logged its exposure to the experiment. */
  const openExposed = async (page: Page, path: string, experiment: string) => {
    const exposure = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/v2/me/experiments/${experiment}/exposure`) &&
        response.status() === 200,
    );
    await page.goto(`${app.origin}${path}`);
    await exposure;
  };

  it('follows the forced arm of every experiment, and keeps the first exposure', async () => {
    const api = `http://127.0.0.1:${app.port}`;
    const { token, user } = await verifiedPerson(
      app.testApp,
      clientFor(api, 'localhost'),
      'wes.wa@example.com',
      'Wes Hale',
    );
    const personId = user.activeProfile.accountId!;
    const force = (experiment: string, arm: string) =>
      forceExperimentArm(app.testApp, { personId }, experiment, arm);
    const sdk = clientFor(api, 'localhost', () => token);
    await saveActiveProfile(sdk, {
      administrativeArea: 'WA',
      postalCode: '98101',
      address1: '200 Harbor Way',
      city: 'Seattle',
      county: 'King',
    });
    const context = await app.browser.newContext();
    await signInBrowser(context, token, app.origin);
    const page = await context.newPage();
    const trustRow = page.getByRole('cell', { name: 'Revocable Living Trust & Pour-Over Will' });

    // The main brand asks a referrer or California of a trust: only the all-states arm offers
    // one in Washington.
    await force('FW_TRUST_ALL_STATES', 'control');
    await openExposed(page, '/account', 'FW_TRUST_ALL_STATES');
    await page.getByRole('cell', { name: 'Last Will & Testament' }).waitFor();
    expect(await trustRow.count()).toBe(0);
    await force('FW_TRUST_ALL_STATES', 'all_states');
    await page.goto(`${app.origin}/account`);
    await trustRow.waitFor();

    (await sdk.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const heir = { fullName: { first: 'Omar', middle: '', last: 'Hale' } };
    await completeSections(sdk, 'will', WILL_SECTIONS, {
      BASIC_INFO: { maritalStatus: 'SINGLE' },
      RESIDUARY: {
        residuaryBeneficiaries: [{ name: 'Omar Hale', level: 'NUMBER_1', allocationPercent: 100 }],
      },
      WILL_EXECUTORS: { executors: [heir] },
    });

    // The download page and the attorney banner on it: the control arms...
    await force('FW_DOWNLOAD_PAGE_REDESIGN', 'control');
    await force('attorney_consult_banner_copy', 'control');
    await openExposed(page, '/will/final/download', 'FW_DOWNLOAD_PAGE_REDESIGN');
    await page.getByRole('heading', { level: 1, name: 'Your will is ready' }).waitFor();
    await page
      .getByText('Talk to a licensed attorney in Washington about your estate plan.')
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Get your will' }).count()).toBe(0);
    // ...then the redesign and the question-led copy.
    await force('FW_DOWNLOAD_PAGE_REDESIGN', 'redesign');
    await force('attorney_consult_banner_copy', 'questions');
    await page.goto(`${app.origin}/will/final/download`);
    await page.getByRole('heading', { level: 2, name: 'Get your will' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Tell us once it is signed' }).waitFor();
    await page
      .getByText(
        'Questions about your estate plan? A licensed attorney in Washington can answer them.',
      )
      .waitFor();
    expect(await page.getByText(/Talk to a licensed attorney/).count()).toBe(0);
    await page.getByRole('button', { name: 'Download your will' }).waitFor();
    await checkWidths(page, 'download-page-redesign');
    expect(await seriousViolations(page)).toEqual([]);

    // Nominee sharing: someone must be chosen in the control arm...
    await force('FW_SHARE_WILL_FLOW_USERS_OPTIONAL', 'control');
    await openExposed(page, '/will/nominee-sharing', 'FW_SHARE_WILL_FLOW_USERS_OPTIONAL');
    await page.getByRole('button', { name: 'Send the e-mails' }).click();
    await page.getByText('Choose whom to tell.').waitFor();
    expect(await page.getByRole('link', { name: 'Skip for now' }).count()).toBe(0);
    // ...and nobody need be in the optional arm.
    await force('FW_SHARE_WILL_FLOW_USERS_OPTIONAL', 'optional');
    await page.goto(`${app.origin}/will/nominee-sharing`);
    await page.getByRole('link', { name: 'Skip for now' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send the e-mails' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your will is ready' }).waitFor();

    const exposures = await app.testApp.orm.em
      .fork()
      .execute<{ experiment: string }[]>(
        'select experiment, arm, forced from experiment_exposure where person_id = ?',
        [personId],
      );
    expect(exposures.sort((a, b) => a.experiment.localeCompare(b.experiment, 'en'))).toEqual([
      { experiment: 'attorney_consult_banner_copy', arm: 'control', forced: true },
      { experiment: 'FW_DOWNLOAD_PAGE_REDESIGN', arm: 'control', forced: true },
      { experiment: 'FW_SHARE_WILL_FLOW_USERS_OPTIONAL', arm: 'control', forced: true },
      { experiment: 'FW_TRUST_ALL_STATES', arm: 'control', forced: true },
    ]);
    await context.close();
  });
});
