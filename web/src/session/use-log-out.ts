import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useBequest } from '../sdk-client/bequest';

/**
 * Log out (platform-core.md 4.2): the session here ends, with what the tab kept (answers in
 * progress); under single sign-on the person is then
 * sent to log out at the firm's provider, which returns them to the login page.
 */
export const useLogOut = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const answer = await bequest.logOut();
    queryClient.clear();
    sessionStorage.clear();
    const logoutUrl = answer.isOk() ? answer.value.logoutUrl : null;
    if (logoutUrl) window.location.assign(logoutUrl);
    else navigate('/', { replace: true });
  };
};
