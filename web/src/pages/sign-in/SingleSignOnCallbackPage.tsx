import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useBequest, useRefreshCurrentUser } from '@bequest/sdk/react';
import { safeRedirect } from '../../session/safe-redirect';

/**
 * The tenant shell's callback route (platform-core.md 4.2): the provider's answer goes to the
 * API once, which checks it and sets the session; then on to where the person was going.
 */
export const SingleSignOnCallbackPage = () => {
  usePageTitle('Signing you in');
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // A sign-in's answer is good for one use; a second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void (async () => {
      const callbackQuery = window.location.search.replace(/^\?/, '');
      const grant = await bequest.completeSingleSignOn({ body: { callbackQuery } });
      if (grant.isErr()) return setFailure(grant.error.error.message);
      await refreshCurrentUser();
      navigate(safeRedirect(grant.value.returnPath), { replace: true });
    })();
  }, [bequest, navigate, refreshCurrentUser]);

  if (!failure) return <p role="status">Signing you in…</p>;
  return (
    <div className="page narrow">
      <h1>We could not sign you in</h1>
      <p role="alert">{failure}</p>
      <p>
        <Link className="button button--primary" to="/login">
          Sign in again
        </Link>
      </p>
    </div>
  );
};

export default SingleSignOnCallbackPage;
