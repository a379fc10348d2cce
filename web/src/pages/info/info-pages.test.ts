import { isAppPage } from '../../test-setup/app-pages';
import type { InfoLink, InfoPage } from './info-page';
import { INFO_PAGES } from './info-pages';

const pages: readonly InfoPage[] = [...new Set(Object.values(INFO_PAGES))];

const linksOf = (page: InfoPage): InfoLink[] =>
  page.sections.flatMap((section) => [
    ...(section.paragraphs ?? []).flatMap((paragraph) =>
      typeof paragraph === 'string'
        ? []
        : paragraph.filter((part): part is InfoLink => typeof part !== 'string'),
    ),
    ...(section.links ?? []),
  ]);

const textsOf = (page: InfoPage): string[] =>
  page.sections.flatMap((section) =>
    (section.paragraphs ?? []).flatMap((paragraph) =>
      typeof paragraph === 'string'
        ? [paragraph]
        : paragraph.map((part) => (typeof part === 'string' ? part : part.text)),
    ),
  );

describe('the information pages (platform-core.md 2.2)', () => {
  it('give each page its own title and description', () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it.each(pages.map((page) => [page.title, page] as const))(
    '%s: every section says something, and every link leads to a page of the app',
    (_title, page) => {
      for (const section of page.sections)
        expect((section.paragraphs?.length ?? 0) + (section.links?.length ?? 0)).toBeGreaterThan(0);
      expect(
        linksOf(page)
          .map((link) => link.to)
          .filter((path) => !isAppPage(path)),
      ).toEqual([]);
      // An address written out in the text, such as "(/glossary)", belongs in a link.
      expect(textsOf(page).filter((text) => /\(\/\w/.test(text))).toEqual([]);
    },
  );
});
