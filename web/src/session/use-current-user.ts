import { COOKIE_NAMES } from '@bequest/sdk/app';
import { useCurrentUser as useSignedInUser, type CurrentUserOptions } from '@bequest/sdk/react';
import { readCookie, removeCookie } from '../browser/cookies';

/**
 * A browser without the signed-in hint asks nothing, so a signed-out visit makes no failing
 * request (issue 21); a 401 forgets the hint.
 */
const signedInHint: CurrentUserOptions = {
  mayBeSignedIn: () => readCookie(COOKIE_NAMES.signedIn) !== null,
  onSignedOut: () => removeCookie(COOKIE_NAMES.signedIn),
};

/** The signed-in user, or null when nobody is signed in. */
export const useCurrentUser = () => useSignedInUser(signedInHint);
