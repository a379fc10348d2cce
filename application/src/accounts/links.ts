/** Paths of the pages the e-mailed links open (platform-core.md 2.6). */
export const LINK_PATHS = {
  verify_email: '/verify_email',
  reset_password: '/password_reset',
} as const;

const DAY_MS = 86_400_000;

/** How long the link of each e-mail works: a reset for a day, the others for a week. */
export const LINK_LIFETIME_MS = {
  verify_email: 7 * DAY_MS,
  finish_your_account: 7 * DAY_MS,
  password_reset: DAY_MS,
} as const;

export const linkTo = (
  origin: string,
  purpose: keyof typeof LINK_PATHS,
  secret: string,
  redirectPath?: string | null,
): string => {
  const url = new URL(LINK_PATHS[purpose], origin);
  url.searchParams.set('code', secret);
  if (redirectPath?.startsWith('/') && !redirectPath.startsWith('//'))
    url.searchParams.set('redirectPath', redirectPath);
  return url.toString();
};
