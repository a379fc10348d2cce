import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormFailure } from '../../forms/FormFailure';
import { useCurrentUser } from '../../session/use-current-user';
import { useEndSession } from '../../session/use-log-out';

type Phase = 'idle' | 'ending' | 'ended' | 'failed';

/**
 * /terminus (platform-core.md 2.6; ADR 0011): where an outside system (a firm's client portal, an
 * identity provider's logout) sends a person so their session here ends. A session is ended
 * once, the way "Log out" ends it, then the page says so and offers to log in again. It never
 * moves on by itself (so nothing can loop through it), and it does not go on to the provider's
 * logout: the system that sent the person here owns that session.
 */
export const TerminusPage = () => {
  usePageTitle('Signed out', 'Your session has ended.');
  const user = useCurrentUser();
  const endSession = useEndSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [phase, setPhase] = useState<Phase>('idle');
  const tried = useRef(false);

  const end = async () => {
    setPhase('ending');
    const answer = await endSession();
    if (answer.isErr()) return setPhase('failed');
    setPhase('ended');
    // The frame around the page is drawn again, so the header forgets the person too; the
    // address stays as it is.
    navigate({ pathname, search, hash }, { replace: true });
  };

  // Someone signed in, or who may be (the question failed): their session ends, once.
  const hasSession = user.isError || Boolean(user.data);
  useEffect(() => {
    if (!hasSession || tried.current) return;
    tried.current = true;
    void end();
  }, [hasSession]);

  if (phase === 'failed')
    return (
      <div className="page narrow">
        <h1>Signing you out</h1>
        <FormFailure message="We could not end your session. Please try again." />
        <button type="button" className="button button--primary" onClick={() => void end()}>
          Try again
        </button>
      </div>
    );
  if (phase === 'ended' || (phase === 'idle' && user.data === null))
    return (
      <div className="page narrow">
        <h1>You are signed out</h1>
        <p>Your Bequest session has ended. Your documents are saved in your account.</p>
        <Link className="button button--primary" to="/login">
          Log in again
        </Link>
      </div>
    );
  return <p role="status">Signing you out…</p>;
};

export default TerminusPage;
