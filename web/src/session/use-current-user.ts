import { useQuery } from '@tanstack/react-query';
import { ApiError, unwrap, useBequest } from '../sdk-client/bequest';

/** The signed-in user, or null when nobody is signed in (a 401 is an answer, not an error). */
export const useCurrentUser = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: ['me'],
    queryFn: async () => {
      try {
        return await unwrap(bequest.getCurrentUser());
      } catch (error) {
        if (error instanceof ApiError && error.failure.status === 401) return null;
        throw error;
      }
    },
  });
};
