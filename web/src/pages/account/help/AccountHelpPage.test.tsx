import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../../test-setup/render-app';
import { texUser } from '../../../test-setup/signed-in-user';

const signedIn = { status: 200, body: texUser() };

describe('help (platform-core.md 2.7 /account/help)', () => {
  it('gives the help address, the pages to read and the common questions, answered', async () => {
    renderAppAt('/account/help', { 'GET /v2/tenant': tenantAnswer(), 'GET /v2/me': signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    expect(document.title).toBe('Help | Bequest');
    const contact = within(screen.getByRole('region', { name: 'Write to us' }));
    expect(contact.getByRole('link', { name: 'help@bequest.example' })).toHaveAttribute(
      'href',
      'mailto:help@bequest.example',
    );
    const reading = within(screen.getByRole('region', { name: 'Read more' }));
    expect(reading.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/faq',
      '/glossary',
      '/security',
    ]);

    const questions = within(screen.getByRole('region', { name: 'Common questions' }));
    expect(questions.getAllByRole('group').map((entry) => entry.firstChild?.textContent)).toEqual([
      'How do I sign my documents?',
      'How do I change a document after I have signed it?',
      'How do I share my plan with the people I named?',
    ]);
    await userEvent.click(questions.getByText('How do I share my plan with the people I named?'));
    expect(questions.getByText(/we send each of them a short e-mail/)).toBeVisible();
  });

  it('keeps to the pages a white label routes, and its own help address and sharing', async () => {
    renderAppAt('/account/help', {
      'GET /v2/tenant': tenantAnswer('acme-wealth'),
      'GET /v2/me': signedIn,
    });
    await screen.findByRole('heading', { level: 1, name: 'Help' });
    const contact = within(screen.getByRole('region', { name: 'Write to us' }));
    expect(contact.getByRole('link', { name: 'help@acme-wealth.example' })).toBeInTheDocument();
    const reading = within(screen.getByRole('region', { name: 'Read more' }));
    expect(reading.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/security',
    ]);
    expect(screen.getByText(/Tell them yourself/)).toBeInTheDocument();
  });
});
