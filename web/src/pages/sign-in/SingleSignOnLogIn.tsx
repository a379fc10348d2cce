import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormFailure } from '../../forms/FormFailure';
import { useBequest } from '@bequest/sdk/react';
import { safeRedirect } from '../../session/safe-redirect';

/**
 * Log in on a single sign-on tenant (platform-core.md 2.8): no password here; the person signs in
 * at their firm's own sign-in service and comes back to /callback, then to the page the
 * `redirect` query parameter names (this site's paths only), else the account page. With
 * `startAtOnce` (a firm's client portal sent them, ADR 0011) the sign-in starts without a click;
 * the button stays for when it could not.
 */
export const SingleSignOnLogIn = ({
  firmName,
  startAtOnce = false,
}: {
  readonly firmName: string;
  readonly startAtOnce?: boolean;
}) => {
  const bequest = useBequest();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(startAtOnce);
  const started = useRef(false);

  const signIn = async () => {
    setFailure(null);
    setLeaving(true);
    const answer = await bequest.startSingleSignOn({
      body: { returnPath: safeRedirect(params.get('redirect')) },
    });
    if (answer.isErr()) {
      setLeaving(false);
      return setFailure(answer.error.error.message);
    }
    window.location.assign(answer.value.authorizationUrl);
  };

  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    void signIn();
  }, [startAtOnce]);

  return (
    <div className="page narrow">
      <h1>Log in</h1>
      <FormFailure message={failure} />
      <p>You sign in with the account {firmName} gave you.</p>
      {leaving && <p role="status">Taking you to {firmName}’s sign-in…</p>}
      <button
        type="button"
        className="button button--primary"
        onClick={() => void signIn()}
        disabled={leaving}
      >
        Sign in with {firmName}
      </button>
    </div>
  );
};
