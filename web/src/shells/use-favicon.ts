import { useEffect } from 'react';

/** The tenant's favicon (platform-core.md 2.8 branding) in place of the page's default. */
export const useFavicon = (href: string | undefined) => {
  useEffect(() => {
    if (!href) return;
    const icon =
      document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
      document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
    icon.href = href;
    icon.type = href.endsWith('.svg') ? 'image/svg+xml' : '';
  }, [href]);
};
