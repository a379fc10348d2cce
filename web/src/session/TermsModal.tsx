import {
  isTermsModalOpen,
  TERMS_REQUIRED_MESSAGE,
  TERMS_SUBMIT_ERROR,
  termsConsentText,
  termsModalTitle,
  type RequestStatus,
} from '@bequest/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../components/Modal';
import { useToast } from '../components/Toasts';
import { FieldError } from '../forms/field-error';
import { useBequest } from '../sdk-client/bequest';
import { useTenant } from '../tenant/use-tenant';
import { useCurrentUser } from './use-current-user';

/**
 * The tenant's terms modal (platform-core.md 2.9, 2.10, 4.10): it opens while the latest terms
 * are not accepted, cannot be closed, and stays open with a persistent error toast when the
 * acceptance fails.
 */
export const TermsModal = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const toast = useToast();
  const user = useCurrentUser().data;
  const configuration = useTenant().data?.configuration;
  const [checked, setChecked] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<RequestStatus>(null);
  if (!user || !configuration) return null;

  const open = isTermsModalOpen({
    isLoggedIn: user.isLoggedIn,
    hasAcceptedLatestTerms: user.hasAcceptedLatestTerms,
    submitted: status !== null,
    submitStatus: status,
  });
  const sponsor = configuration.sso.enabled
    ? { firmName: configuration.branding.tenantDisplayName }
    : null;
  const error = attempted && !checked ? TERMS_REQUIRED_MESSAGE : undefined;

  const submit = async () => {
    setAttempted(true);
    if (!checked) return;
    setStatus('PENDING');
    const accepted = await bequest.acceptTerms({ body: { version: user.activeProfile.version } });
    if (accepted.isErr()) {
      setStatus('REJECTED');
      return toast({ ...TERMS_SUBMIT_ERROR, tone: 'error', persistent: true });
    }
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    setStatus('FULFILLED');
  };

  return (
    <Modal
      open={open}
      onClose={() => undefined}
      title={termsModalTitle('Bequest')}
      closable={false}
    >
      <p>
        Please read our{' '}
        <a href="/terms" target="_blank">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="/privacy" target="_blank">
          Privacy Notice
        </a>{' '}
        before you continue.
      </p>
      <div className="field field--checkbox">
        <input
          id="accept-terms"
          type="checkbox"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'accept-terms-error' : undefined}
        />
        <label htmlFor="accept-terms">{termsConsentText(sponsor)}</label>
        <FieldError id="accept-terms" message={error} />
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void submit()}
        disabled={status === 'PENDING'}
      >
        Submit
      </button>
    </Modal>
  );
};
