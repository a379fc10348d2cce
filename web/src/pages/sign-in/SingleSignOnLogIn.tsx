import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormFailure } from '../../forms/FormFailure';
import { useBequest } from '../../sdk-client/bequest';
import { safeRedirect } from '../../session/safe-redirect';

/**
 * Log in on a single sign-on tenant (platform-core.md 2.8): no password here; the person signs in
 * at their firm's own sign-in service and comes back to /callback.
 */
export const SingleSignOnLogIn = ({ firmName }: { readonly firmName: string }) => {
  const bequest = useBequest();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const signIn = async () => {
    setFailure(null);
    setLeaving(true);
    const started = await bequest.startSingleSignOn({
      body: { returnPath: safeRedirect(params.get('redirect')) },
    });
    if (started.isErr()) {
      setLeaving(false);
      return setFailure(started.error.error.message);
    }
    window.location.assign(started.value.authorizationUrl);
  };

  return (
    <div className="page narrow">
      <h1>Log in</h1>
      <FormFailure message={failure} />
      <p>You sign in with the account {firmName} gave you.</p>
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
