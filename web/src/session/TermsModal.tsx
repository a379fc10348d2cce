import {
  countsAsSignedIn,
  isTermsModalOpen,
  partnerDisclosure,
  TERMS_REQUIRED_MESSAGE,
  TERMS_SUBMIT_ERROR,
  termsConsentText,
  termsModalTitle,
  type RequestStatus,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { Modal } from '../components/Modal';
import { useToast } from '../components/Toasts';
import { FieldError } from '../forms/field-error';
import { useReferringPartner } from '../pages/partners/use-partner';
import { useBequest, useRefreshCurrentUser, useTenant } from '@bequest/sdk/react';
import { householdProfiles, householdTermsToAccept } from './household-profiles';
import { useCurrentUser } from './use-current-user';

/**
 * The tenant's terms modal (platform-core.md 2.9, 2.10, 2.14, 4.10): it opens while the household
 * has not accepted the latest terms, the owner's or the second member's, cannot be closed, and
 * stays open with a persistent error toast when the acceptance fails. The owner accepts for the
 * second member too, else a protected page would keep sending them back here. A partner
 * organization that referred the visitor is disclosed, with an opt-in to share the owner's contact
 * details with it.
 */
export const TermsModal = () => {
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const toast = useToast();
  const user = useCurrentUser().data;
  const configuration = useTenant().data?.configuration;
  const partner = useReferringPartner('will');
  const [checked, setChecked] = useState(false);
  const [share, setShare] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<RequestStatus>(null);
  if (!user || !configuration) return null;

  const productName = configuration.branding.tenantDisplayName;
  const pending = householdTermsToAccept(user);
  const open = isTermsModalOpen({
    isLoggedIn: countsAsSignedIn({
      isLoggedIn: user.isLoggedIn,
      isAuthorized: user.isAuthorized,
      household: configuration.household,
      singleSignOn: configuration.sso.enabled,
    }),
    hasAcceptedLatestTerms: !pending.owner && !pending.secondMember,
    submitted: status !== null,
    submitStatus: status,
  });
  const sponsor = configuration.sso.enabled ? { firmName: productName } : null;
  const partnerName = partner ? (partner.orgDisplayName ?? partner.organization.displayName) : null;
  const disclosure = partnerName ? partnerDisclosure(partnerName, productName) : null;
  const error = attempted && !checked ? TERMS_REQUIRED_MESSAGE : undefined;
  const secondMember = householdProfiles(user).partner;
  const secondMemberName = pending.secondMember
    ? secondMember?.preferredName || secondMember?.fullName.first || 'your household member'
    : null;

  /**
   * The owner accepts (and shares their own contact details when they agreed), then the second
   * member when the household has one still to accept; each names the version it last read.
   */
  const acceptances = () => {
    const { owner } = householdProfiles(user);
    const shareInfoWithOrgId = share && partner ? partner.organizationId : null;
    const accepting = owner ?? user.activeProfile;
    return [
      ...(pending.owner || shareInfoWithOrgId
        ? [
            {
              profileId: accepting.randId,
              version: accepting.version,
              ...(shareInfoWithOrgId && { shareInfoWithOrgId }),
            },
          ]
        : []),
      ...(pending.secondMember && secondMember
        ? [{ profileId: secondMember.randId, version: secondMember.version }]
        : []),
    ];
  };

  const submit = async () => {
    setAttempted(true);
    if (!checked) return;
    setStatus('PENDING');
    let failed = false;
    for (const body of acceptances()) {
      const accepted = await bequest.acceptTerms({ body });
      if (accepted.isErr()) {
        failed = true;
        break;
      }
    }
    // Read again either way: a retry names the versions the accepted profiles have now.
    await refreshCurrentUser();
    if (failed) {
      setStatus('REJECTED');
      return toast({ ...TERMS_SUBMIT_ERROR, tone: 'error', persistent: true });
    }
    setStatus('FULFILLED');
  };

  return (
    <Modal
      open={open}
      onClose={() => undefined}
      title={termsModalTitle(productName)}
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
      {secondMemberName && <p>As the account owner, you accept them for {secondMemberName} too.</p>}
      {disclosure && <p>{disclosure.text}</p>}
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
      {disclosure && (
        <div className="field field--checkbox">
          <input
            id="share-contact-details"
            type="checkbox"
            checked={share}
            onChange={(event) => setShare(event.target.checked)}
          />
          <label htmlFor="share-contact-details">{disclosure.shareLabel}</label>
        </div>
      )}
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
