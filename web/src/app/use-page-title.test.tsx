import { renderHook } from '@testing-library/react';
import { usePageTitle } from './use-page-title';

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
      ({ title, text }) => usePageTitle(title, text),
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
});
