import { browserApp, pageChecks, textsOnceEqual } from './browser';

/**
 * The consumer web app's journey 2: on the second brand a married owner fills the household
 * page with a spouse, chooses a custom plan, and sees both members' documents.
 */
describe('browser: a married owner sets up the household on the second brand', () => {
  const app = browserApp();

  const checked = pageChecks('household');

  it('fills both members, chooses a custom plan, and sees each member’s documents', async () => {
    const origin = `http://willow.localhost:${app.port}`;
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/household`);
    await page
      .getByRole('heading', {
        name: "To get started, let's talk about your household and choose your plan",
      })
      .waitFor();
    await checked(page, '01-empty');
    // The second brand's own favicon (platform-core.md 2.8).
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toBe('/tenants/willow/favicon.svg');
    expect(await page.evaluate(async (href) => (await fetch(href!)).status, favicon)).toBe(200);

    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('alert').getByText('Please update the required fields').waitFor();
    const owner = page.getByRole('region', { name: 'Account Owner Details' });
    await owner.getByText('Please enter your legal first name').waitFor();
    await page.getByText('Please make a selection').waitFor();
    await checked(page, '02-refused');

    await owner.getByLabel('First name').fill('Rosa');
    await owner.getByLabel('Last name').fill('Diaz');
    await owner.getByLabel('Date of birth').fill('04/02/1968');
    await owner.getByLabel('Phone (optional)').fill('(503) 555-0142');
    await owner.getByLabel('E-mail').fill('rosa.household@example.com');
    await owner.getByRole('radio', { name: 'Married' }).check();
    await owner.getByLabel('Street address').fill('12 Elm St');
    await owner.getByLabel('City').fill('Portland');
    await owner.getByLabel('State').selectOption('OR');
    await owner.getByLabel('ZIP code').fill('97201');

    const spouse = page.getByRole('region', { name: 'Spouse Details' });
    await spouse.getByLabel('First name').fill('Luis');
    await spouse.getByLabel('Last name').fill('Diaz');
    await spouse.getByLabel('Date of birth').fill('09/14/1966');
    expect(await page.getByRole('radio', { name: 'Joint Trust-based plan' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Self-directed vs. Attorney-drafted' }).click();
    const help = page.getByRole('dialog', { name: 'Self-directed vs. Attorney-drafted' });
    await help.getByText('You own a business.').waitFor();
    await help.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('radio', { name: /^Self-directed/ }).check();

    // The two-minute quiz (platform-core.md 2.9) suggests a plan and can choose it.
    await page.getByRole('button', { name: 'Take our two-minute quiz' }).click();
    const quiz = page.getByRole('dialog', { name: 'Which plan fits you?' });
    for (const [question, answer] of [
      ['What would you like to plan for now?', /^Who receives what I own/],
      ['Do you already have a will or trust that you are happy with?', 'No'],
      ['Do you own a home or land?', 'Yes, in one state'],
      [/avoid probate court/, 'No'],
      [/worth more than about/, 'No'],
      ['Do you have children under 18?', 'No'],
    ] as const)
      await quiz
        .getByRole('group', { name: question })
        .getByRole('radio', { name: answer })
        .check();
    await quiz.getByRole('button', { name: 'See my plan' }).click();
    await quiz.getByRole('heading', { name: 'We suggest the Trust-based plan' }).waitFor();
    await checked(page, '02-quiz-suggestion');
    await quiz.getByRole('button', { name: 'Use this plan' }).click();
    expect(await page.getByRole('radio', { name: 'Joint Trust-based plan' }).isChecked()).toBe(
      true,
    );

    await page.getByRole('radio', { name: 'Custom plan' }).check();
    await page.getByLabel('Plan for Rosa').selectOption('will');
    await page.getByLabel('Plan for Luis').selectOption('trust');
    await page
      .getByLabel('Include Power of Attorney & Advance Healthcare Directive for Luis')
      .uncheck();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page
      .getByText('You must accept the Terms of Service & Privacy Notice to continue.')
      .waitFor();
    await page.getByLabel(/I accept the Terms of Service/).check();
    await checked(page, '03-filled');
    await page.getByRole('button', { name: 'Save & Continue' }).click();

    // The owner's plan route: the will, at its first question.
    await page.waitForURL(`${origin}/will/basics/personal/profile`);

    // The finish-your-account e-mail sets the password; the account page follows.
    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor('rosa.household@example.com', (message) =>
      /Finish setting up/.test(message.subject),
    );
    const link = /https?:\/\/\S+password_reset\?code=[\w-]+/.exec(mail.text)?.[0];
    await page.goto(new URL(new URL(link!).pathname + new URL(link!).search, origin).toString());
    await page.getByLabel('New password', { exact: true }).fill('Garden2026');
    await page.getByLabel('Confirm the new password').fill('Garden2026');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await page.waitForURL(`${origin}/account`);

    const rosasDocuments = [
      'Last Will & Testament',
      'Durable Financial Power of Attorney',
      'Living Will (Advance Healthcare Directive)',
      'Beneficiary Plan',
    ];
    const rosa = page.getByRole('table', { name: "Rosa's documents" }).getByRole('rowheader');
    expect(await textsOnceEqual(rosa, rosasDocuments)).toEqual(rosasDocuments);
    await page
      .getByRole('heading', { name: /Rosa's documents/ })
      .getByText('Account Owner')
      .waitFor();
    const luisDocuments = ['Revocable Living Trust & Pour-Over Will', 'Beneficiary Plan'];
    const luis = page.getByRole('table', { name: "Luis's documents" });
    expect(await textsOnceEqual(luis.getByRole('rowheader'), luisDocuments)).toEqual(luisDocuments);
    await checked(page, '04-account');

    // Luis's trust opens as Luis.
    await luis
      .getByRole('button', { name: 'Start Revocable Living Trust & Pour-Over Will' })
      .click();
    await page.waitForURL(`${origin}/rlt**`);
    await context.close();
  });
});
