import { COOKIE_NAMES } from '@bequest/sdk/app';
import { useQuery } from '@tanstack/react-query';
import { readCookie, removeCookie } from '../browser/cookies';
import { ApiError, unwrap, useBequest } from '../sdk-client/bequest';

/**
 * The signed-in user, or null when nobody is signed in. A browser without the signed-in hint
 * asks nothing, so a signed-out visit makes no failing request (issue 21); a 401 is an answer,
 * not an error, and forgets the hint.
 */
export const useCurrentUser = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: ['me'],
    queryFn: async () => {
      if (readCookie(COOKIE_NAMES.signedIn) === null) return null;
      try {
        return await unwrap(bequest.getCurrentUser());
      } catch (error) {
        if (!(error instanceof ApiError && error.failure.status === 401)) throw error;
        removeCookie(COOKIE_NAMES.signedIn);
        return null;
      }
    },
  });
};
