import { cookieExpiresAt, type CookieName } from '@bequest/sdk/app';

/** A cookie this page can read, by name. */
export const readCookie = (name: CookieName): string | null => {
  const found = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
};

/** Sets a cookie for the whole site, for its lifetime in the domain's table. */
export const writeCookie = (name: CookieName, value: string, now = new Date()) => {
  const expires = cookieExpiresAt(name, now);
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${expires ? `; expires=${expires.toUTCString()}` : ''}`;
};

/** Removes a cookie set for the whole site. */
export const removeCookie = (name: CookieName) => {
  document.cookie = `${name}=; path=/; Max-Age=0`;
};
