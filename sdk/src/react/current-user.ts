import { useQuery } from '@tanstack/react-query';
import { ApiError, unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

export interface CurrentUserOptions {
  /** False when the app knows nobody is signed in: the user is then null without a request. */
  readonly mayBeSignedIn?: () => boolean;
  /** Told when the API answers that nobody is signed in (401). */
  readonly onSignedOut?: () => void;
}

/** The signed-in user, or null when nobody is signed in: a 401 is an answer, not an error. */
export const useCurrentUser = ({ mayBeSignedIn, onSignedOut }: CurrentUserOptions = {}) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.me(),
    queryFn: async () => {
      if (mayBeSignedIn && !mayBeSignedIn()) return null;
      try {
        return await unwrap(bequest.getCurrentUser());
      } catch (error) {
        if (!(error instanceof ApiError && error.failure.status === 401)) throw error;
        onSignedOut?.();
        return null;
      }
    },
  });
};

/** The signed-in person's attorney-consult requests, newest first. */
export const useAttorneyConsultRequests = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.attorneyConsultRequests(),
    queryFn: () => unwrap(bequest.listMyAttorneyConsultRequests()),
  });
};

/** The signed-in person's attorney-drafted plans, newest first. */
export const useAttorneyDraftedPlans = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.attorneyDraftedPlans(),
    queryFn: () => unwrap(bequest.listMyAttorneyDraftedPlans()),
  });
};
