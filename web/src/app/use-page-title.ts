import { useTenant } from '@bequest/sdk/react';
import { useEffect } from 'react';

// index.html's description, read before any page replaces it: it stands for every page that
// has none of its own, so a page never keeps the one before it.
let siteDescription: string | undefined;

const useDocumentHead = (title: string, description?: string) => {
  useEffect(() => {
    document.title = title;
    const tag = document.querySelector('meta[name="description"]');
    if (!tag) return;
    siteDescription ??= tag.getAttribute('content') ?? '';
    tag.setAttribute('content', description ?? siteDescription);
  }, [title, description]);
};

/** The tenant's brand: "Bequest", "Willow", a firm's name (platform-core.md 3 "branding"). */
export const useBrand = (): string | null =>
  useTenant({ fetch: false }).data?.configuration.branding.tenantDisplayName ?? null;

/**
 * The page's own title, followed by the tenant's brand ("Log in | Willow"), and its description
 * or the site's (platform-core.md 2.2).
 */
export const usePageTitle = (title: string, description?: string) => {
  const brand = useBrand();
  useDocumentHead(brand ? `${title} | ${brand}` : title, description);
};

/** A title the specification gives whole ("Account | Estate Planning Experience"). */
export const useExactPageTitle = useDocumentHead;
