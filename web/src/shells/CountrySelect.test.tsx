import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountrySelect } from './CountrySelect';

describe('the country dropdown (platform-core.md 2.15)', () => {
  it('offers the United States and Canada, and remembers the choice in its cookie', async () => {
    render(<CountrySelect />);
    const select = screen.getByLabelText('Change countries…');
    expect(select).toHaveValue('US');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'United States',
      'Canada',
    ]);
    await userEvent.selectOptions(select, 'CA');
    expect(document.cookie).toContain('preferred_country=CA');
  });

  it('starts from the remembered country', () => {
    document.cookie = 'preferred_country=CA; path=/';
    render(<CountrySelect />);
    expect(screen.getByLabelText('Change countries…')).toHaveValue('CA');
  });
});
