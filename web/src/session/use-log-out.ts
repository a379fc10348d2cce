import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { bequestKeys, useBequest } from '@bequest/sdk/react';

/**
 * End the session here (platform-core.md 4.2), with what the tab kept of the person (answers in
 * progress, everything asked of the server); the site's own settings (the tenant) stay, so the
 * frame around the page need not load again. The answer names, under single sign-on, the firm's
 * provider's logout address to visit next.
 */
export const useEndSession = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return async () => {
    const answer = await bequest.logOut();
    queryClient.removeQueries({
      predicate: ({ queryKey }) => queryKey[0] !== bequestKeys.tenant()[0],
    });
    sessionStorage.clear();
    return answer;
  };
};

/**
 * Log out (platform-core.md 4.2): the session here ends; under single sign-on the person is then
 * sent to log out at the firm's provider, which returns them to the login page.
 */
export const useLogOut = () => {
  const endSession = useEndSession();
  const navigate = useNavigate();
  return async () => {
    const answer = await endSession();
    const logoutUrl = answer.isOk() ? answer.value.logoutUrl : null;
    if (logoutUrl) window.location.assign(logoutUrl);
    else navigate('/', { replace: true });
  };
};
