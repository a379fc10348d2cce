import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

// Which of the button and the links a screen shows is styles.css's; these are the states.
describe('the header on a narrow screen (issue 21)', () => {
  it('folds its links behind "Menu", which Escape folds again, a header menu inside first', async () => {
    renderAppAt('/faq', { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': signedOut });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    const links = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(links).not.toHaveClass('site-nav__links--open');
    expect(within(links).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(links).toHaveClass('site-nav__links--open');

    const about = within(links).getByRole('button', { name: 'About us' });
    await userEvent.click(about);
    await userEvent.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(links).not.toHaveClass('site-nav__links--open');
  });

  it('folds when the focus moves on past its last link', async () => {
    renderAppAt('/faq', { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': signedOut });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('button', { name: 'About us' }));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (let presses = 0; presses < 20 && nav.contains(document.activeElement); presses += 1)
      await userEvent.tab();
    expect(nav).not.toContainElement(document.activeElement as HTMLElement);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds when a link leads to another page', async () => {
    const router = renderAppAt('/faq', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': signedOut,
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
