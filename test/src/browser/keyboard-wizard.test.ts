import type { Locator, Page } from 'playwright-core';
import { browserApp, checkWidths, seriousViolations } from './browser';
import { signedInPage } from './wizard-journey';

/**
 * Wizard steps by keyboard alone (issue: document wizards): every control is reached with Tab,
 * answered with the keys a keyboard user has, and the step is sent with Enter; the help dialog
 * closes with Escape and gives focus back. On a phone the header's menu works by keyboard too
 * (issue 21).
 */
describe('browser: the header menu and the will wizard by keyboard alone', () => {
  const app = browserApp();

  const hasFocus = (target: Locator) =>
    target.evaluate((element) => element === document.activeElement);

  /** Presses Tab until `target` has the focus: it is reachable by keyboard. */
  const tabTo = async (page: Page, target: Locator) => {
    for (let presses = 0; presses < 80; presses += 1) {
      if (await hasFocus(target)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  };

  it('opens the header menu on a phone, follows a link from it, and Escape folds it', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${app.origin}/faq`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    const logIn = nav.getByRole('link', { name: 'Log in' });
    expect(await logIn.isVisible()).toBe(false);

    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, logIn);
    await checkWidths(page, 'keyboard-phone-menu');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(menu)).toBe(true);
    expect(await logIn.isVisible()).toBe(false);

    await page.keyboard.press('Enter');
    await tabTo(page, logIn);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('answers the first steps with Tab, typing, arrows, Space and Enter', async () => {
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'keys.only@example.com', {
      first: 'Kim',
      last: 'Keys',
    });
    await page.goto(`${app.origin}/will`);
    await page.getByRole('heading', { name: 'Let’s make your will' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Start my will' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    const help = page.getByRole('button', { name: 'Help me with this question' });
    await tabTo(page, help);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Help: Tell us about yourself' }).waitFor();
    await page.keyboard.press('Escape');
    // React Aria gives the focus back in the frame after the dialog closes.
    await page.waitForFunction(
      (element) => element === document.activeElement,
      await help.elementHandle(),
    );

    await tabTo(page, page.getByLabel('Date of birth'));
    await page.keyboard.type('02/03/1970');
    await tabTo(page, page.getByLabel('State you live in'));
    await page.keyboard.type('OR - Oregon');
    await tabTo(page, page.getByLabel('County'));
    await page.keyboard.type('Multnomah');
    await tabTo(page, page.getByRole('radio', { name: 'Single' }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Do you have children?' }).waitFor();
    await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Add a child' }));
    await page.keyboard.press('Enter');
    const child = page.getByRole('group', { name: 'Child 1' });
    await tabTo(page, child.getByLabel('First name'));
    await page.keyboard.type('Lee');
    await tabTo(page, child.getByLabel('Last name'));
    await page.keyboard.type('Keys');
    await tabTo(page, child.getByLabel('Date of birth'));
    await page.keyboard.type('04/05/1999');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Do you have pets?' }).waitFor();
    await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
    // Arrow keys move between the answers of a radio group.
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'What do you own?' }).waitFor();
  });
});
