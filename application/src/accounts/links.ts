/** Paths of the pages the e-mailed links open (platform-core.md 2.6). */
export const LINK_PATHS = {
  verify_email: '/verify_email',
  reset_password: '/password_reset',
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long the link of each e-mail works: a password reset, also offered to the owner of an
 * address someone tried to sign up with, for an hour (issue 20); the others for a week. A new link of a purpose ends the account's older ones (OneTimeLinks.create).
 */
export const LINK_LIFETIME_MS = {
  verify_email: 7 * DAY_MS,
  finish_your_account: 7 * DAY_MS,
  password_reset: HOUR_MS,
  account_exists: HOUR_MS,
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
