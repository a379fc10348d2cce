import { screen, waitFor } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { renderHook } from '@testing-library/react';
import { useExactPageTitle } from './use-page-title';

describe('the page title and description (platform-core.md 2.2)', () => {
  const description = () =>
    document.querySelector('meta[name="description"]')?.getAttribute('content');

  beforeAll(() => {
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'Make your will for free.';
    document.head.append(tag);
  });

  it('sets each page’s own, and the site’s on a page that has none', () => {
    const { rerender } = renderHook<void, { title: string; text?: string }>(
      ({ title, text }) => useExactPageTitle(title, text),
      { initialProps: { title: 'Glossary | Bequest', text: 'Plain-language meanings.' } },
    );
    expect(document.title).toBe('Glossary | Bequest');
    expect(description()).toBe('Plain-language meanings.');

    rerender({ title: 'My account | Bequest' });
    expect(document.title).toBe('My account | Bequest');
    expect(description()).toBe('Make your will for free.');

    rerender({ title: 'Security | Bequest', text: 'How we protect you.' });
    expect(description()).toBe('How we protect you.');
  });

  it.each([
    ['bequest', 'Log in | Bequest'],
    ['willow', 'Log in | Willow'],
    ['acme-wealth', 'Log in | Acme Wealth'],
  ] as const)('names the tenant’s brand on %s', async (tenantId, title) => {
    renderAppAt('/login', {
      'GET /v2/tenant': tenantAnswer(tenantId),
      'GET /v2/me': { status: 401, body: {} },
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
