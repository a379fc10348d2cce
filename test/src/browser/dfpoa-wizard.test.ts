import { pdfText } from '@bequest/api/testing';
import { browserApp } from './browser';
import { downloaded, signedInPage, wizardWalk } from './wizard-journey';

/**
 * Power of attorney journey (issue: document wizards, journey 5): South Carolina's rules decide
 * the steps (two witnesses, no monitor, no health care bills, the 3-inch recording margin).
 */
describe('browser: a South Carolina power of attorney', () => {
  const app = browserApp();

  it('applies the state rules from the first question to the printed document', async () => {
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'sam.poa@example.com', {
      first: 'Sam',
      last: 'Okafor',
    });
    const { onStep, next, choose } = wizardWalk(page, 'dfpoa');
    await page.goto(`${app.origin}/account`);
    await page.getByRole('link', { name: 'Start Durable Financial Power of Attorney' }).click();
    await onStep('How your power of attorney works');
    await page.getByRole('button', { name: 'Start my power of attorney' }).click();
    await onStep('Your name');
    await next();
    await onStep('Your details');
    await page.getByLabel('Date of birth').fill('09/12/1962');
    await page.getByLabel('Street address').fill('8 Gervais St');
    await page.getByLabel('City').fill('Columbia');
    await page.getByLabel('State').selectOption('SC');
    await page.getByLabel('ZIP code').fill('29201');
    await next();

    await onStep('Who should manage your money if you cannot?');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Okafor');
    await next();
    await onStep('Would you like a co-agent?');
    await choose('No');
    await next();
    await onStep('Who should step in if your agent cannot?');
    await choose('Yes');
    await next();
    await page.getByText('Please enter their legal first name').waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Okafor');
    await next();
    // A successor calls for the second-successor question; South Carolina has no monitor (5.5).
    await onStep('Would you like a second successor?');
    await choose('No');
    await next();
    await onStep('May your agent benefit personally from acting for you?');
    await choose('No');
    await next();
    await onStep('Should your agent be paid?');
    await choose('A specific amount');
    await next();
    await page.getByText('Please enter the amount').waitFor();
    await choose('No pay; expenses only');
    await next();

    // The powers as one list, as the state's form prints them; health care bills (3O) is not
    // offered in South Carolina.
    await onStep('What may your agent do for you?');
    await page.getByLabel('Real property', { exact: true }).waitFor();
    await expect(page.getByLabel('Health care bills').count()).resolves.toBe(0);
    await next();
    await page.getByText('Please choose at least one power for your agent').waitFor();
    const all = page.getByLabel('Give my agent all of these powers');
    await all.check();
    await page.getByLabel('Real property', { exact: true }).uncheck();
    await page.waitForFunction(
      () => (document.getElementById('powers-all') as HTMLInputElement).indeterminate,
    );
    await all.check();
    await expect(page.getByLabel('Real property', { exact: true }).isChecked()).resolves.toBe(true);
    await all.uncheck();
    await expect(page.getByLabel('Stocks and bonds', { exact: true }).isChecked()).resolves.toBe(
      false,
    );
    for (const power of [
      'Real property',
      'Banks and other financial institutions',
      'Management of real estate to be recorded',
    ])
      await page.getByLabel(power, { exact: true }).check();
    await next();

    await onStep('May your agent make gifts of your property?');
    await choose('No gifts');
    await next();
    await onStep('How much room should the first page leave for recording?');
    await choose('3 inches');
    await next();
    await onStep('Should this replace earlier powers of attorney?');
    await choose('Yes');
    await next();
    await onStep('Who should a court appoint to manage your property?');
    await choose('No');
    await next();
    await onStep('Who should a court appoint to care for you?');
    await choose('No');
    await next();
    await onStep('Your witnesses');
    await page
      .getByText('In South Carolina you sign in front of a notary and 2 witnesses.')
      .waitFor();
    await next();

    await onStep('Review your power of attorney');
    await page.getByText('Real property').waitFor();
    await page.getByRole('link', { name: 'Get my power of attorney' }).click();
    await onStep('Your power of attorney is ready');
    await page.getByText('sign it in front of a notary and 2 adult witnesses').waitFor();
    await page.getByText('keep the 3-inch top margin blank').waitFor();
    const printed = await downloaded(page, 'Download your power of attorney');
    expect(printed.fileName).toBe('Okafor_Sam_Durable_Financial_Power_of_Attorney.pdf');
    const text = pdfText(printed.bytes);
    expect(text).toContain('name Grace Okafor as my agent');
    expect(text).toContain('Ada Okafor');
    expect(text).toContain('(3A) Real property');
    expect(text).toContain('(3E) Banks and other financial institutions');
    expect(text).not.toContain('(3C) Stocks and bonds');
    expect(text).not.toContain('(3O) Health care bills');
    expect(text).toContain('Witness 2');
    expect(text).toMatch(/State of South Carolina/i);
    expect(text).toContain('no compensation');

    // A monitor is not part of South Carolina's form: its step passes on.
    await page.goto(`${app.origin}/dfpoa/agent/2F`);
    await page.waitForURL(`${app.origin}/dfpoa/agent/2G`);
    // A power's own section, as a saved place to resume, opens the list with the answers kept.
    await page.goto(`${app.origin}/dfpoa/power/3E`);
    await page.waitForURL(`${app.origin}/dfpoa/power/3A`);
    await expect(
      page.getByLabel('Banks and other financial institutions', { exact: true }).isChecked(),
    ).resolves.toBe(true);
  });
});
