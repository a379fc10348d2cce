import {
  clientFor,
  pdfText,
  startListeningTestApp,
  verifiedPerson,
  type TestApp,
} from '@bequest/api/testing';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshot, seriousViolations } from './browser';

/**
 * Will wizard journeys (issue: document wizards): (1) a single Californian makes a will with two
 * children, a guardian, a charity taking 10% of the residue and a backup executor, and downloads
 * it; (2) leaving mid-way resumes on the right step; (6) a total of 90% is refused.
 */
describe('browser: a Californian makes a will', () => {
  let testApp: TestApp;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    const started = await startListeningTestApp({
      webDirectory: resolve(__dirname, '../../../web/dist'),
    });
    testApp = started.testApp;
    origin = `http://localhost:${new URL(started.baseUrl).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  /** A signed-in page of a new, verified person. */
  const signedIn = async (email: string): Promise<Page> => {
    const verified = await verifiedPerson(
      testApp,
      clientFor(origin, 'localhost'),
      email,
      'Rosa Diaz',
    );
    const context = await browser.newContext({ acceptDownloads: true });
    await context.addCookies([{ name: 'token', value: verified.token, url: origin }]);
    return context.newPage();
  };

  const steps: string[] = [];
  /** Checks the step for accessibility, keeps its screenshot and counts it. */
  const onStep = async (page: Page, heading: string) => {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    steps.push(heading);
    await screenshot(page, `will-${String(steps.length).padStart(2, '0')}`);
    expect({ heading, violations: await seriousViolations(page) }).toEqual({
      heading,
      violations: [],
    });
  };
  const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
  const fillName = async (page: Page, group: string, first: string, last: string) => {
    const fields = page.getByRole('group', { name: group, exact: true });
    await fields.getByLabel('First name').fill(first);
    await fields.getByLabel('Last name').fill(last);
  };

  it('walks every step, refuses 90%, resumes, and downloads a will with those choices', async () => {
    const page = await signedIn('rosa.wizard@example.com');
    const started = Date.now();
    await page.goto(`${origin}/account`);
    await page.getByRole('link', { name: 'Start Last Will & Testament' }).click();

    await onStep(page, 'Let’s make your will');
    await page.getByRole('button', { name: 'Start my will' }).click();

    await onStep(page, 'Tell us about yourself');
    await next(page);
    await page
      .getByText(
        'Please check that all required fields are filled out correctly. You may need to scroll down.',
      )
      .waitFor();
    await page.getByText('Please enter your state').waitFor();
    await page.getByLabel('Date of birth').fill('03/14/1985');
    await page.getByLabel('State you live in').selectOption('CA');
    await page.getByLabel('County').fill('San Francisco');
    await page.getByLabel('Single').check();
    await next(page);

    await onStep(page, 'Do you have children?');
    await page.getByRole('button', { name: 'Help me with this question' }).click();
    await page.getByRole('dialog', { name: 'Help: Do you have children?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.getByRole('button', { name: 'Add a child' }).click();
    await fillName(page, 'Child 1', 'Marta', 'Diaz');
    await page
      .getByRole('group', { name: 'Child 1' })
      .getByLabel('Date of birth')
      .fill('01/15/2015');
    await fillName(page, 'Child 2', 'Sofia', 'Diaz');
    await page
      .getByRole('group', { name: 'Child 2' })
      .getByLabel('Date of birth')
      .fill('06/02/2018');
    await next(page);
    await page.getByText('Please name a guardian for your minor children').waitFor();
    await page.getByRole('button', { name: 'Add a guardian' }).click();
    await fillName(page, 'Guardian', 'Elena', 'Ruiz');
    await next(page);

    await onStep(page, 'Do you have pets?');
    // By keyboard alone: choose "No" and submit with Enter.
    await page.getByRole('radio', { name: 'No', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');

    await onStep(page, 'What do you own?');
    await page.getByLabel('Bank accounts').check();
    await page.getByLabel('A home or other real estate').check();
    await next(page);

    await onStep(page, 'What your will covers');
    await page.getByText('unless the account names a payable-on-death beneficiary').waitFor();
    await next(page);

    await onStep(page, 'About how much is it all worth?');
    await page.getByLabel('$100,000 to $500,000').check();
    await next(page);

    await onStep(page, 'Who should inherit your estate?');
    await page.getByRole('button', { name: 'Add a beneficiary' }).click();
    await page.getByRole('button', { name: 'Add a beneficiary' }).click();
    const share = (index: number) => page.getByRole('group', { name: `Beneficiary ${index}` });
    await share(1).getByLabel('Full legal name').fill('Marta Diaz');
    await share(1).getByLabel('Share (%)').fill('45');
    await share(2).getByLabel('Full legal name').fill('Sofia Diaz');
    await share(2).getByLabel('Share (%)').fill('45');
    await next(page);
    await page
      .getByText(
        'The primary beneficiaries’ shares must add up to exactly 100%; they now add up to 90%',
      )
      .waitFor();
    await screenshot(page, 'will-residuary-90-refused');
    await page.getByRole('button', { name: 'Add a beneficiary' }).click();
    await share(3).getByLabel('A charity').check();
    await share(3).getByLabel('Charity’s name').fill('Harbor Food Bank');
    await share(3).getByLabel('Share (%)').fill('10');
    await page.getByText('Total: 100% of 100%').waitFor();
    await next(page);

    // Journey 2: leave mid-way, come back through the account page, land on the next step.
    await onStep(page, 'Would you like to leave specific gifts?');
    await page.goto(`${origin}/account`);
    await page.getByRole('link', { name: 'Finish Last Will & Testament' }).click();
    await page.waitForURL(`${origin}/will/gifts`);
    await onStep(page, 'Would you like to leave specific gifts?');
    await next(page);

    await onStep(page, 'Who should manage gifts to young beneficiaries?');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await next(page);

    await onStep(page, 'Your funeral wishes');
    await page.getByLabel('Cremation').check();
    await next(page);

    await onStep(page, 'Who should carry out your will?');
    await fillName(page, 'Executor', 'Elena', 'Ruiz');
    await page.getByRole('button', { name: 'Add a backup executor' }).click();
    await fillName(page, 'Backup executor 1', 'Tomas', 'Ruiz');
    await next(page);

    await onStep(page, 'Should your will include a no-contest clause?');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await next(page);

    await onStep(page, 'Review your will');
    await page.getByText('10% to Harbor Food Bank').waitFor();
    await page.getByRole('button', { name: 'Finish my will' }).click();

    await onStep(page, 'Your will is ready');
    const seconds = (Date.now() - started) / 1000;
    await page.getByRole('heading', { name: 'How to sign your will in California' }).waitFor();
    await page.getByText('California does not use a self-proving affidavit').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download your will' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Diaz_Rosa_Last_Will_and_Testament.pdf');
    const text = pdfText(await readFile((await download.path())!));
    expect(text).toContain('OF ROSA DIAZ');
    expect(text).toContain('San Francisco County, State of California');
    expect(text).toContain('Marta Diaz, born January 15, 2015');
    expect(text).toContain('Sofia Diaz, born June 2, 2018');
    expect(text).toContain('I appoint Elena Ruiz as guardian');
    expect(text).toContain('10% to Harbor Food Bank');
    expect(text).toContain('I appoint Elena Ruiz as Executor');
    expect(text).toContain('Tomas Ruiz');
    expect(text).toContain('under penalty of perjury under the laws of the State of California');

    // The timed walk-through behind the "under 20 minutes" promise (documents.md 9).
    console.log(
      `Simple will walk-through: ${steps.length} steps, ${seconds.toFixed(1)} s of scripted input and page loads`,
    );
  });
});
