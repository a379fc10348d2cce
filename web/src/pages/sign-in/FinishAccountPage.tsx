import { useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { FormFailure } from '../../forms/FormFailure';
import { useBequest } from '@bequest/sdk/react';
import { useCurrentUser } from '../../session/use-current-user';

/**
 * Finish the account (issue 21): someone who got started without one reaches their account by
 * choosing a password from an e-mailed link, which also proves the address, instead of meeting a
 * log-in form they have nothing to type into.
 */
export const FinishAccountPage = () => {
  usePageTitle('Finish your account');
  const bequest = useBequest();
  const email = useCurrentUser().data?.email ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setFailure(null);
    setSending(true);
    const result = await bequest.requestPasswordReset({ body: { email } });
    setSending(false);
    if (result.isErr()) return setFailure(result.error.error.message);
    setSent(true);
  };

  return (
    <div className="page narrow">
      <h1>Finish your account</h1>
      <p>
        Your plan is saved. To see your account and come back to it at any time, choose a password.
        We e-mail the link to {email || 'your address'}, so we know the address is yours.
      </p>
      <FormFailure message={failure} />
      {sent ? (
        <p role="status">
          We sent the link to {email}. Open it to choose your password; it works for 7 days.
        </p>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={send}
          disabled={sending || !email}
        >
          E-mail me the link
        </button>
      )}
    </div>
  );
};

export default FinishAccountPage;
