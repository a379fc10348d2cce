import { useEffect } from 'react';

// index.html's description, read before any page replaces it: it stands for every page that
// has none of its own, so a page never keeps the one before it.
let siteDescription: string | undefined;

/** The page's own title and description (platform-core.md 2.2), or the site's description. */
export const usePageTitle = (title: string, description?: string) => {
  useEffect(() => {
    document.title = title;
    const tag = document.querySelector('meta[name="description"]');
    if (!tag) return;
    siteDescription ??= tag.getAttribute('content') ?? '';
    tag.setAttribute('content', description ?? siteDescription);
  }, [title, description]);
};
