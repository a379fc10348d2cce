import { pdfText } from '@bequest/api/testing';
import { browserApp } from './browser';
import { downloaded, signedInPage, wizardWalk } from './wizard-journey';

/**
 * Trust wizard journey (issue: document wizards, journey 3): a married couple in Texas makes a
 * joint trust on the second brand, where trusts are offered in every state.
 */
describe('browser: a married couple in Texas makes a joint trust', () => {
  const app = browserApp();

  it('answers each step and downloads a joint trust with two pour-over wills', async () => {
    // The second brand is resolved from its local host name (DECISIONS.md "Names").
    const origin = `http://willow.localhost:${app.port}`;
    const page = await signedInPage(
      app.testApp,
      app.browser,
      origin,
      'ana.trust@example.com',
      { first: 'Ana', last: 'Li' },
      'get-started',
    );
    const { onStep, next, choose, fillName } = wizardWalk(page, 'trust');
    await page.goto(`${origin}/rlt`);

    await onStep('Let’s make your living trust');
    await choose('My spouse or partner and me, as a joint trust');
    await choose('Married');
    await page.getByRole('button', { name: 'Start my living trust' }).click();
    await page.getByText('Please enter the name of your spouse or partner').waitFor();
    await fillName('Your spouse or partner’s legal name', 'Ben', 'Li');
    await page.getByRole('button', { name: 'Start my living trust' }).click();

    await onStep('Tell us about yourself');
    await page.getByText('Joint Revocable Living Trust').waitFor();
    expect(await page.getByRole('radio', { name: 'Married' }).isChecked()).toBe(true);
    await page.getByLabel('Date of birth').fill('07/04/1980');
    await page.getByLabel('State you live in').selectOption('TX');
    await page.getByLabel('County').fill('Travis');
    await next();

    await onStep('Do you have children?');
    await choose('No');
    await next();
    await onStep('Do you have pets?');
    await choose('No');
    await next();

    await onStep('Who should manage your trust after you?');
    await fillName('Successor trustee', 'Cara', 'Li');
    await next();
    await onStep('Who should carry out your pour-over will?');
    await fillName('Executor', 'Cara', 'Li');
    await next();

    await onStep('Who should inherit from your trust?');
    await page.getByRole('button', { name: 'Add a beneficiary' }).click();
    await page.getByLabel('Full legal name').fill('Cara Li');
    await page.getByLabel('Share (%)').fill('100');
    await next();

    await onStep('What will you put in your trust?');
    await page.getByLabel('A home or other real estate').check();
    await next();
    await onStep('Would you like to leave specific gifts?');
    await next();
    await onStep('Who should manage gifts to young beneficiaries?');
    await choose('No');
    await next();
    await page.getByText('Please select a response to continue.').first().waitFor();
    await choose('Half at 25 and the rest at 30');
    await next();
    await onStep('Your funeral wishes');
    await choose('No preference; my family may decide');
    await next();
    await onStep('Should your trust include a no-contest clause?');
    await choose('Yes');
    await next();

    await onStep('Review your trust');
    await page.getByText('100% to Cara Li').waitFor();
    await page.getByRole('button', { name: 'Finish my trust' }).click();

    await onStep('Your trust is ready');
    await page.getByRole('heading', { name: 'How to sign your trust in Texas' }).waitFor();
    await page
      .getByText(
        '1. The trust: both of you sign the trust and the Certification of Trust in front of a notary',
      )
      .waitFor();
    const trust = await downloaded(page, 'Download your trust');
    expect(trust.fileName).toBe(
      'Li_Ana_and_Li_Ben_Revocable_Living_Trust_with_Pour_Over_Wills.pdf',
    );
    const text = pdfText(trust.bytes);
    expect(text).toContain('ANA LI AND BEN LI REVOCABLE LIVING TRUST');
    expect(text).toContain('Cara Li');
    expect(text).toContain('State of Texas');
    expect(text).toContain(
      'When the beneficiary reaches the age of 25, the Trustee shall distribute one-half of the trust property then held; when the beneficiary reaches the age of 30, the Trustee shall distribute the balance of the trust.',
    );
    expect(text.match(/POUR-OVER WILL/g)).toHaveLength(2);
  });

  it('explains that the main brand offers no trust in Texas, and offers the will', async () => {
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'tex.will@example.com', {
      first: 'Tex',
      last: 'Ford',
    });
    const { onStep } = wizardWalk(page, 'trust-not-offered');
    await page.goto(`${app.origin}/rlt`);
    await page.getByRole('radio', { name: 'Just me' }).check();
    await page.getByRole('button', { name: 'Start my living trust' }).click();
    await onStep('Tell us about yourself');
    await page.getByLabel('Date of birth').fill('07/04/1980');
    await page.getByLabel('State you live in').selectOption('TX');
    await page.getByLabel('County').fill('Travis');
    await page.getByRole('radio', { name: 'Single' }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .getByText(
        'We do not offer a living trust in Texas here. A will protects your family in every state.',
      )
      .waitFor();

    // The will started next warns about the trust already started, until dismissed (4.2).
    await page.goto(`${app.origin}/will`);
    const warning = page.getByRole('region', { name: 'You have another estate plan' });
    await warning.getByText('You have also started a living trust.').waitFor();
    await warning.getByRole('button', { name: 'Dismiss' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Let’s make your will' }).waitFor();
    expect(await warning.count()).toBe(0);
  });

  it('starts a trust without an account from a partner’s page, offered in Texas by referral', async () => {
    const page = await (await app.browser.newContext()).newPage();
    const { onStep, next, choose } = wizardWalk(page, 'trust-partner');
    await page.goto(`${app.origin}/trust/river-conservancy`);
    await page
      .getByRole('heading', { name: 'Make your living trust with River Conservancy' })
      .waitFor();
    await page.getByRole('link', { name: 'Start my living trust' }).click();
    await onStep('Let’s make your living trust');
    await choose('Just me');
    await page.getByRole('button', { name: 'Start my living trust' }).click();
    await page
      .getByText('You must accept the Terms of Service & Privacy Notice to continue.')
      .waitFor();
    await page.getByLabel('First name').fill('Tex');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('E-mail address').fill('tex.rivera@example.com');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Start my living trust' }).click();

    await onStep('Tell us about yourself');
    expect(await page.getByLabel('First name').inputValue()).toBe('Tex');
    await page.getByLabel('Date of birth').fill('07/04/1980');
    await page.getByLabel('State you live in').selectOption('TX');
    await page.getByLabel('County').fill('Travis');
    await choose('Single');
    await next();
    await onStep('Do you have children?');

    // Started without a password: the notice offers one, and the address is then confirmed.
    await page.getByRole('button', { name: 'Create my password' }).click();
    const create = page.getByRole('dialog', { name: 'Create your password' });
    await create.getByLabel('New password', { exact: true }).fill('Garden2026');
    await create.getByLabel('Confirm the new password').fill('Garden2026');
    await create.getByRole('button', { name: 'Save my password' }).click();
    await page.getByText(/^Your password is set\. We sent you an e-mail/).waitFor();
    await app.testApp.deliverMail();
    await app.testApp.smtp.waitFor('tex.rivera@example.com', (mail) => /Verify/.test(mail.subject));
    expect(await page.getByRole('button', { name: 'Create my password' }).count()).toBe(0);
  });

  it('sends a signed-out visitor to log in where the tenant needs an account first', async () => {
    const origin = `http://acme-wealth.localhost:${app.port}`;
    const page = await (await app.browser.newContext()).newPage();
    await page.goto(`${origin}/will`);
    await page.waitForURL(`${origin}/login?redirect=%2Fwill`);
  });
});
