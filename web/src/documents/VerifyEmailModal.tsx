import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Modal } from '../components/Modal';
import { useBequest, useRefreshCurrentUser } from '@bequest/sdk/react';

/**
 * The verify-email modal (platform-core.md 2.12): documents are e-mailed only to the confirmed
 * address of an account with a password, so someone not logged in yet is offered the link first:
 * to verify the address, or, without a password yet, to finish the account (which verifies it
 * too). Back from the link, the page sends the document without being asked again (issue 21).
 */
export const VerifyEmailModal = ({
  email,
  hasPassword,
  open,
  onClose,
}: {
  readonly email: string;
  readonly hasPassword: boolean;
  readonly open: boolean;
  readonly onClose: () => void;
}) => {
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // The link opens in another tab, which signs this browser in: coming back here, look again.
  useEffect(() => {
    if (!sent) return;
    const lookAgain = () => void refreshCurrentUser();
    window.addEventListener('focus', lookAgain);
    return () => window.removeEventListener('focus', lookAgain);
  }, [sent, refreshCurrentUser]);
  const send = async () => {
    const body = { email, redirectPath: pathname };
    const answer = hasPassword
      ? await bequest.sendVerificationEmail({ body })
      : await bequest.requestPasswordReset({ body });
    setSent(answer.isOk());
    setStatus(
      answer.isOk()
        ? hasPassword
          ? `We sent a link to ${email}. Open it, then come back to this page: we send your document as soon as the address is confirmed.`
          : `We sent a link to ${email}. Open it to choose your password, then come back to this page: we send your document as soon as your account is finished.`
        : answer.error.error.message,
    );
  };
  return (
    <Modal open={open} onClose={onClose} title="Verify your e-mail address">
      <p>
        We e-mail documents only to an address you have confirmed is yours.{' '}
        {hasPassword
          ? `Confirm ${email} first, then send the document.`
          : `Finish your account first: we will send ${email} a link to choose a password, which confirms the address too.`}
      </p>
      <p role="status">{status}</p>
      <div className="form-actions">
        {!status && (
          <button type="button" className="button button--primary" onClick={() => void send()}>
            Send me a link
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
};
