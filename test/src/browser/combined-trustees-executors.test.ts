import { pdfText } from '@bequest/api/testing';
import { browserApp } from './browser';
import { downloaded, signedInPage, wizardWalk } from './wizard-journey';

/**
 * combine_trustees_executors (ADR 0030) switched on for the second brand: the trust wizard asks
 * once who manages the trust and carries out the pour-over will, and the pour-over will in the
 * PDF appoints the successor trustee as its executor. Off (every seeded tenant), the two
 * questions are asked apart: trust-wizard.test.ts walks that flow.
 */
describe('browser: one question for the trustees and the executors', () => {
  const app = browserApp();

  it('asks once, at every width axe-clean, and the PDF names the trustee as executor', async () => {
    await app.testApp.orm.em.fork().execute(
      `update tenant_configuration
          set edits = edits || '{"productConfig":{"combine_trustees_executors":true}}'::jsonb,
              version = version + 1
        where tenant_id = 'willow'`,
    );
    const origin = `http://willow.localhost:${app.port}`;
    const page = await signedInPage(
      app.testApp,
      app.browser,
      origin,
      'cora.combined@example.com',
      { first: 'Cora', last: 'Vance' },
      'get-started',
    );
    const { onStep, next, choose, fillName } = wizardWalk(page, 'combined-trustees');
    await page.goto(`${origin}/rlt`);

    await onStep('Let’s make your living trust');
    await choose('Just me');
    await page.getByRole('button', { name: 'Start my living trust' }).click();
    await onStep('Tell us about yourself');
    await page.getByLabel('Date of birth').fill('07/04/1980');
    await page.getByLabel('State you live in').selectOption('TX');
    await page.getByLabel('County').fill('Travis');
    await choose('Single');
    await next();
    await onStep('Do you have children?');
    await choose('No');
    await next();
    await onStep('Do you have pets?');
    await choose('No');
    await next();

    await onStep('Who should manage your trust and carry out your pour-over will?');
    await fillName('Successor trustee', 'Dana', 'Vance');
    await next();
    // No separate executors' question.
    await onStep('Who should inherit from your trust?');
    await page.getByRole('button', { name: 'Add a beneficiary' }).click();
    await page.getByLabel('Full legal name').fill('Dana Vance');
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
    await page.getByRole('button', { name: 'Finish my trust' }).click();

    await onStep('Your trust is ready');
    const trust = await downloaded(page, 'Download your trust');
    const text = pdfText(trust.bytes);
    expect(text).toContain('Dana Vance shall serve as successor Trustee');
    expect(text).toContain('I appoint Dana Vance as Executor of this Will.');
  });
});
