import { useEffect } from 'react';

/** The page's own title and description (platform-core.md 2.2). */
export const usePageTitle = (title: string, description?: string) => {
  useEffect(() => {
    document.title = title;
    if (description)
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
};
