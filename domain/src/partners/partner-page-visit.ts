/**
 * The partner page a visitor came through, kept in the partner tracking cookie for a week
 * (platform-core.md 2.4): its path, from which the partner's slug is read for later use.
 */
export const partnerSlugOf = (storedPath: string | null | undefined): string | null => {
  const slug = /^\/partner\/([^/?#]+)/.exec(storedPath ?? '')?.[1];
  return slug ? decodeURIComponent(slug) : null;
};

/**
 * Where "Cancel Account Creation" leads (platform-core.md 2.9): back to the partner page the
 * visitor came through, else the home page.
 */
export const cancelAccountCreationRoute = (storedPath: string | null | undefined): string => {
  const slug = partnerSlugOf(storedPath);
  return slug ? `/partner/${encodeURIComponent(slug)}` : '/';
};
