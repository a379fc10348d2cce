import { pdfText, seedStockGiftRecipient } from '@bequest/api/testing';
import type { Page } from 'playwright-core';
import { browserApp, pageChecks } from './browser';
import { signedInPage } from './wizard-journey';

/** A phone's screen: every page of the flow is walked at it. */
const PHONE = { width: 390, height: 844 };

/**
 * Gifts of securities (giving 2.5, issue 23, ADR 0019): a guest gives shares to a food bank of
 * the IRS master file through the manual path, on a phone, to the signed letter, which the
 * nonprofit then confirms by the securities its link names; a signed-in donor comes from a
 * partner's page about giving stock by its advisor path, gives through a financial advisor, who is
 * e-mailed the letter, and finds the gift on the account. A guest goes on along a partner's
 * paths (giving 2.5 /stocks/:partner/manual/:stockGiftId and its review, the gift-verification
 * review and summary), which another person's browser cannot open.
 */
describe('browser: a donor gives shares to a nonprofit', () => {
  const app = browserApp();

  beforeAll(() => seedStockGiftRecipient(app.testApp));

  /**
   * The account-verification step-up: the guest opens the link e-mailed to `address` in another
   * tab, which confirms it, and comes back to the signing page.
   */
  const confirmGuestEmail = async (page: Page, address: string) => {
    await app.testApp.deliverMail();
    const toGuest = await app.testApp.smtp.waitFor(address, (m) =>
      /Your gift of stock/.test(m.subject),
    );
    const emailed = new URL(/https?:\/\/\S+\/sg\/a\/\S+/.exec(toGuest.text)![0]);
    const inbox = await page.context().newPage();
    await inbox.goto(`${app.origin}${emailed.pathname}${emailed.search}`);
    await heading(inbox, 'Which shares are you giving?');
    await inbox.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  };
  const checked = pageChecks('stock-gift');
  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name }).waitFor();

  /** Finds the food bank on /stocks and goes on to the personal step. */
  const chooseFoodBank = async (page: Page) => {
    await page.goto(`${app.origin}/stocks`);
    await heading(page, 'Give stock to a nonprofit');
    await page.getByLabel('Which nonprofit would you like to give to?').fill('san francisco food');
    await page.getByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' }).check();
  };

  it('a guest gives through the manual path to the signed letter, on a phone', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await chooseFoodBank(page);
    await checked(page, '01-nonprofit');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'About you');
    await page.getByRole('button', { name: 'Start my gift' }).click();
    await page.getByText('Please enter your full name').waitFor();
    await checked(page, '02-personal');
    await page.getByLabel('Full name').fill('Rosa Diaz');
    await page.getByLabel('E-mail address').fill('rosa.guest@example.com');
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').selectOption('IL');
    await page.getByLabel('ZIP code').fill('62701');
    await page.getByLabel('Let SAN FRANCISCO FOOD BANK know who I am').check();
    await page.getByRole('button', { name: 'Start my gift' }).click();

    await heading(page, 'Which shares are you giving?');
    const id = /\/sg\/a\/([^/]+)\/donation$/.exec(new URL(page.url()).pathname)![1]!;
    // The heading takes the focus on a new step.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.getByLabel('Ticker symbol').fill('vti');
    await page.getByLabel('Number of shares', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Please choose how the shares will move').waitFor();
    await checked(page, '03-donation');
    await page.getByLabel('I will ask my brokerage to transfer the shares').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading(page, 'Where are the shares now?');
    await page.getByLabel('Brokerage that holds the shares').selectOption('Vanguard');
    await page.getByLabel('Account number').fill('5555 4444 3333');
    await checked(page, '04-brokerage');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading(page, 'Review your gift');
    await page.getByText('Rosa Diaz, account ••••3333').waitFor();
    await checked(page, '05-review');
    await page.getByRole('link', { name: 'Continue to sign' }).click();

    await heading(page, 'Sign your letter of authorization');
    // The account-verification step-up: the link e-mailed to the guest confirms the address.
    await page.getByRole('heading', { name: 'Confirm your e-mail to sign' }).waitFor();
    await checked(page, '06-confirm-email');
    await confirmGuestEmail(page, 'rosa.guest@example.com');
    await page.getByLabel('Type your full name to sign').fill('Someone Else');
    await page.getByLabel(/I agree to sign this letter electronically/).check();
    await page.getByRole('button', { name: 'Sign and submit my gift' }).click();
    await page.getByText('Please type your full name as it appears above to sign').waitFor();
    await checked(page, '06-sign');
    await page.getByLabel('Type your full name to sign').fill('rosa diaz');
    await page.getByRole('button', { name: 'Sign and submit my gift' }).click();

    await heading(page, 'Your letter is signed');
    expect(new URL(page.url()).pathname).toBe(`/sg/a/${id}/download/gift-summary`);
    await checked(page, '07-summary');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download your signed letter (PDF)' }).click(),
    ]);
    const { readFile } = await import('node:fs/promises');
    const letter = pdfText(await readFile((await download.path())!));
    expect(letter).toContain('To: Vanguard');
    expect(letter).toContain('10 shares of VTI');
    expect(letter).toContain('DTC participant number: 0164');
    expect(letter).toContain('Signed electronically by typing “rosa diaz”');
    expect(letter).not.toContain('4444');

    // The nonprofit confirms the shares arrived from the link it was e-mailed.
    await app.testApp.deliverMail();
    const toNonprofit = await app.testApp.smtp.waitFor('gifts@sffoodbank.example', (m) =>
      /on its way/.test(m.subject),
    );
    expect(toNonprofit.text).toContain('Rosa Diaz (rosa.guest@example.com)');
    const link = new URL(/https?:\/\/\S+\/sg\/n\/\S+/.exec(toNonprofit.text)![0]);
    await page.goto(`${app.origin}${link.pathname}${link.search}`);
    await heading(page, 'Confirm the shares arrived');
    await page.waitForURL(`${app.origin}/sg/n/${id}/receipt`);
    await page.getByLabel('Day the shares arrived').fill('2026-01-02');
    await page.getByText('Rosa Diaz (rosa.guest@example.com) signed a letter').waitFor();
    await page.getByLabel('Shares of VTI').fill('10');
    await checked(page, '08-receipt');
    await page.getByRole('button', { name: 'Confirm the shares arrived' }).click();
    await heading(page, 'Thank you: the gift is confirmed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a guest goes on along a partner’s paths, each step of the gift by its id, on a phone', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const partner = `${app.origin}/stocks/harbor-food-bank`;

    await page.goto(`${partner}/manual`);
    await heading(page, 'Give stock to a nonprofit');
    await page.getByLabel('Which nonprofit would you like to give to?').fill('san francisco food');
    await page.getByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'About you');
    await page.getByLabel('Full name').fill('Omar Haddad');
    await page.getByLabel('E-mail address').fill('omar.partner@example.com');
    await page.getByLabel('Street address').fill('5 Bay St');
    await page.getByLabel('City').fill('Oakland');
    await page.getByLabel('State').selectOption('CA');
    await page.getByLabel('ZIP code').fill('94607');
    await page.getByRole('button', { name: 'Start my gift' }).click();

    // /stocks/:partner/manual/:stockGiftId: the gift's securities, the manual way chosen.
    await heading(page, 'Which shares are you giving?');
    const id = /^\/stocks\/harbor-food-bank\/manual\/([^/]+)$/.exec(
      new URL(page.url()).pathname,
    )![1]!;
    expect(
      await page.getByLabel('I will ask my brokerage to transfer the shares').isChecked(),
    ).toBe(true);
    await checked(page, '11-partner-manual-gift');
    await page.getByLabel('Ticker symbol').fill('VTI');
    await page.getByLabel('Number of shares', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await heading(page, 'Where are the shares now?');
    await page.getByLabel('Brokerage that holds the shares').selectOption('Fidelity Investments');
    await page.getByLabel('Account number').fill('7777 6666 1212');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // /stocks/:partner/manual/:stockGiftId/review
    await heading(page, 'Review your gift');
    await page.waitForURL(`${partner}/manual/${id}/review`);
    await page.getByText('4 shares of VTI').waitFor();
    await checked(page, '12-partner-manual-review');

    // Another person's browser, with the gift's id but not its key, sees nothing of it.
    const stranger = await app.browser.newContext({ viewport: PHONE });
    const elsewhere = await stranger.newPage();
    for (const path of [`/manual/${id}`, `/gift-verification/summary?stockGiftId=${id}`]) {
      await elsewhere.goto(`${partner}${path}`);
      await heading(elsewhere, 'We could not find this gift');
      expect(await elsewhere.locator('main').innerText()).not.toMatch(/Omar|VTI|1212/);
    }
    await checked(elsewhere, '13-partner-not-found');
    await stranger.close();

    // The donor says the shares were already moved: the path of a transfer already made.
    await page.getByRole('link', { name: 'Change how the shares move' }).click();
    await heading(page, 'Which shares are you giving?');
    await page.waitForURL(`${partner}/manual/${id}`);
    await page.getByLabel('I have already transferred the shares').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await heading(page, 'Where are the shares now?');
    // Kept only masked, the account number is typed again to save the step.
    await page.getByLabel('Account number').fill('7777 6666 1212');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // /stocks/:partner/gift-verification/review
    await heading(page, 'Review your gift');
    await page.waitForURL(`${partner}/gift-verification/review?stockGiftId=${id}`);
    await checked(page, '14-partner-verification-review');
    await page.getByRole('link', { name: 'Continue to sign' }).click();
    await heading(page, 'Sign your letter of authorization');
    await page.getByRole('heading', { name: 'Confirm your e-mail to sign' }).waitFor();
    await confirmGuestEmail(page, 'omar.partner@example.com');
    await page.getByLabel('Type your full name to sign').fill('Omar Haddad');
    await page.getByLabel(/I agree to sign this letter electronically/).check();
    await page.getByRole('button', { name: 'Sign and submit my gift' }).click();

    // /stocks/:partner/gift-verification/summary
    await heading(page, 'Your letter is signed');
    await page.waitForURL(`${partner}/gift-verification/summary?stockGiftId=${id}`);
    await page.getByText(/Your letter records the transfer you already made/).waitFor();
    await checked(page, '15-partner-verification-summary');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in donor gives through an advisor, who is e-mailed the letter', async () => {
    const page = await signedInPage(
      app.testApp,
      app.browser,
      app.origin,
      'lena.stock@example.com',
      {
        first: 'Lena',
        last: 'Park',
      },
    );
    // From a partner's page about giving stock, by its advisor path, which the gift keeps.
    await page.goto(`${app.origin}/stocks/harbor-food-bank/learn`);
    await heading(page, 'Give stock to Harbor Food Bank');
    await checked(page, '09-partner-learn');
    await page.getByRole('link', { name: 'My financial advisor will transfer the shares' }).click();
    await heading(page, 'Give stock to a nonprofit');
    await page.waitForURL(`${app.origin}/stocks/harbor-food-bank/financial-advisor`);
    await page.getByLabel('Which nonprofit would you like to give to?').fill('san francisco food');
    await page.getByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'About you');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Lena Park');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('lena.stock@example.com');
    await page.getByLabel('Street address').fill('2 Elm St');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('73301');
    await page.getByRole('button', { name: 'Start my gift' }).click();

    // /stocks/:partner/financial-advisor/:stockGiftId: the gift goes on along the partner's path.
    await heading(page, 'Which shares are you giving?');
    await page.waitForURL(/\/stocks\/harbor-food-bank\/financial-advisor\/[^/]+$/);
    await checked(page, '10-partner-advisor-gift');
    await page.getByLabel('Ticker symbol').fill('AAPL');
    await page.getByLabel('Number of shares', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Add another security' }).click();
    const second = page.getByRole('group', { name: 'Security 2' });
    await second.getByLabel('Ticker symbol').fill('VTI');
    await second.getByLabel('A dollar amount of it').check();
    await second.getByLabel('Amount in dollars').fill('$2,500');
    expect(await page.getByLabel('My financial advisor will transfer the shares').isChecked()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading(page, 'Where are the shares now?');
    await page.getByLabel('Brokerage that holds the shares').selectOption('Other');
    await page.getByLabel('Name of the brokerage').fill('Harbor Securities');
    await page.getByLabel('Account number').fill('AB-99887766');
    await page.getByLabel('Advisor’s name').fill('Sam Lee');
    await page.getByLabel('Advisor’s e-mail address').fill('sam.advisor@example.com');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .getByText('Please agree that we may send your advisor the transfer instructions')
      .waitFor();
    await checked(page, '09-advisor');
    await page.getByLabel(/I agree that you e-mail my advisor/).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading(page, 'Review your gift');
    await page.getByRole('link', { name: 'Continue to sign' }).click();
    await heading(page, 'Sign your letter of authorization');
    await page.getByLabel('Type your full name to sign').fill('Lena Park');
    await page.getByLabel(/I agree to sign this letter electronically/).check();
    await page.getByRole('button', { name: 'Sign and submit my gift' }).click();
    await heading(page, 'Your letter is signed');
    await page.getByText(/We e-mailed your signed letter to Sam Lee/).waitFor();

    await app.testApp.deliverMail();
    const toAdvisor = await app.testApp.smtp.waitFor('sam.advisor@example.com', (m) =>
      /asks you to transfer shares/.test(m.subject),
    );
    expect(toAdvisor.subject).toBe(
      'Lena Park asks you to transfer shares to SAN FRANCISCO FOOD BANK',
    );
    expect(toAdvisor.text).toContain('3 shares of AAPL and $2,500 of VTI');
    expect(toAdvisor.attachments.map((a) => a.fileName)).toEqual([
      'stock-gift-letter-of-authorization.pdf',
    ]);
    const advisorLetter = pdfText(toAdvisor.attachments[0]!.content);
    expect(advisorLetter).toContain('To: Harbor Securities');
    expect(advisorLetter).not.toContain('99887766');

    await page.getByRole('link', { name: 'See all your gifts of stock' }).click();
    await heading(page, 'Securities gifts');
    const row = page.getByRole('row', { name: /SAN FRANCISCO FOOD BANK/ });
    await row.getByText('Signed, on its way').waitFor();
    await row.getByRole('link', { name: /Signed letter \(PDF\)/ }).waitFor();
    await checked(page, '16-account-list');

    // The account page's giving table links the signed letter from the stock gift row (giving 2.10).
    await page.goto(`${app.origin}/account`);
    await page.getByRole('heading', { name: 'Your Charitable Giving' }).waitFor();
    const letter = page.getByRole('link', {
      name: /Download the signed letter \(PDF\) for your gift of 3 shares of AAPL, \$2,500 of VTI to SAN FRANCISCO FOOD BANK, signed/,
    });
    await letter.waitFor();
    expect(await letter.getAttribute('href')).toMatch(/^\/stock-gift\/[^/]+\.pdf\?download=true$/);
    await checked(page, '17-account');
    await page.context().close();
  });
});
