import { pdfText } from '@bequest/api/testing';
import type { Page } from 'playwright-core';
import { browserApp } from './browser';
import { downloaded, signedInPage, wizardWalk } from './wizard-journey';

/**
 * Healthcare directive journey (issue: document wizards, journey 4): a Utah resident sees and
 * answers Utah's two acknowledgements; an Oregon resident never sees them.
 */
describe('browser: a Utah resident makes a healthcare directive', () => {
  const app = browserApp();

  /** Starts the directive and answers the personal steps with an address in `state`. */
  const startIn = async (page: Page, state: string, city: string, zip: string) => {
    const walk = wizardWalk(page, `ahcd-${state}`);
    await page.goto(`${app.origin}/account`);
    await page.getByRole('link', { name: /^Start Living Will/ }).click();
    await walk.onStep('Your healthcare directive');
    await page.getByRole('button', { name: 'Start my directive' }).click();
    await walk.onStep('How your healthcare directive works');
    await page.getByRole('link', { name: 'Begin' }).click();
    await walk.onStep('Your name');
    await walk.next();
    await walk.onStep('Your details');
    await page.getByLabel('Date of birth').fill('05/20/1975');
    await page.getByLabel('Street address').fill('45 Canyon Rd');
    await page.getByLabel('City').fill(city);
    await page.getByLabel('State').selectOption(state);
    await page.getByLabel('ZIP code').fill(zip);
    await walk.next();
    return walk;
  };

  it('asks the Utah acknowledgements and downloads a directive with Utah’s part', async () => {
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'lena.ahcd@example.com', {
      first: 'Lena',
      last: 'Park',
    });
    const { onStep, next, choose } = await startIn(page, 'UT', 'Provo', '84601');

    await onStep('Who is your primary doctor?');
    await next();
    await onStep('Do you have another doctor?');
    await next();
    await page.getByText('Please select a response to continue.').waitFor();
    await choose('Yes');
    await page.getByLabel('First name').fill('Ines');
    await page.getByLabel('Last name').fill('Mora');
    await choose('No');
    await page.getByLabel('First name').waitFor({ state: 'detached' });
    await next();
    await onStep('Do you prefer a hospital?');
    await next();

    await onStep('Who should make healthcare decisions for you?');
    await next();
    await page.getByText('Please enter their legal first name').waitFor();
    await page.getByLabel('First name').fill('Joon');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Relationship to you (optional)').fill('brother');
    await next();
    for (const heading of [
      'Who should be your backup agent?',
      'Would you like a second backup agent?',
      'Is there anyone who must never decide for you?',
      'Who may see your medical information?',
    ]) {
      await onStep(heading);
      await next();
    }
    await onStep('What may your agent decide?');
    await page
      .getByLabel('Consent to, refuse or withdraw any treatment, test or procedure')
      .check();
    await next();

    await onStep('Utah: your agent’s powers');
    await next();
    await page.getByText('Please confirm to continue.').waitFor();
    await page.getByRole('checkbox').check();
    await next();
    await onStep('Are there decisions your agent must not make?');
    await next();
    for (const heading of [
      'May your agent get your medical records?',
      'May your agent move you into assisted living or a nursing home?',
      'May your agent enroll you in a medical trial?',
      'May your agent decide about organ donation?',
    ]) {
      await onStep(heading);
      await choose('Yes');
      await next();
    }
    await onStep('Utah: the limits you set');
    await page.getByRole('checkbox').check();
    await next();

    await onStep('What makes your life worth living?');
    await next();
    await onStep('What does a good day look like for you?');
    await next();
    await onStep('Do you have wishes about mental health care?');
    await next();
    await onStep('If you will not recover, should your life be prolonged?');
    await choose('Do not prolong my life if I will not recover; keep me comfortable');
    await next();
    await onStep('Do you want artificial nutrition and hydration?');
    await choose('Let my agent decide');
    await next();
    for (const heading of [
      'If care is limited, what should it include?',
      'What comfort care matters to you?',
    ]) {
      await onStep(heading);
      await next();
    }
    await onStep('Where would you like to spend your last days?');
    await choose('At home');
    await next();
    await onStep('Do you have wishes if you are pregnant?');
    await next();
    await onStep('Do you consent to an autopsy?');
    await choose('Let my agent decide');
    await next();
    await onStep('Do you want to donate your organs?');
    await choose('Yes');
    await next();
    await onStep('Anything else your agent and doctors should know?');
    await next();

    await onStep('Review your healthcare directive');
    await page.getByText('Joon Park').waitFor();
    await page.getByRole('link', { name: 'Get my directive' }).click();
    await onStep('Your directive is ready');
    await page.getByText('In Utah, sign it in front of one adult witness').waitFor();
    const directive = await downloaded(page, 'Download your directive');
    const text = pdfText(directive.bytes);
    expect(text).toContain('Joon Park');
    expect(text).toContain('UTAH ACKNOWLEDGEMENTS');
    expect(text).toContain('Consent to, refuse or withdraw any treatment, test or procedure');
    expect(text).toContain('[X] I understand that my agent will be able to make');
    expect(text).not.toContain('Ines Mora');
  });

  it('never shows an Oregon resident the Utah steps', async () => {
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'ore.ahcd@example.com', {
      first: 'Ore',
      last: 'Gon',
    });
    await startIn(page, 'OR', 'Portland', '97201');
    await page.goto(`${app.origin}/ahcd/agent/general-powers`);
    await page.getByRole('heading', { name: 'What may your agent decide?' }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .getByRole('heading', { name: 'Are there decisions your agent must not make?' })
      .waitFor();
    await page.goto(`${app.origin}/ahcd/agent/utah-powers-acknowledgement`);
    await page.waitForURL(`${app.origin}/ahcd/agent/specific-powers`);
  });
});
