import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SiteMenus } from './SiteMenus';

describe('the header menus (platform-core.md 2.13)', () => {
  it('opens a menu from its button, and Escape closes it and returns focus to the button', async () => {
    render(
      <MemoryRouter>
        <ul>
          <SiteMenus contactEmail="help@bequest.example" />
        </ul>
      </MemoryRouter>,
    );
    const about = screen.getByRole('button', { name: 'About us' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Careers' })).not.toBeInTheDocument();

    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:help@bequest.example',
    );

    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });
});
