import type { StockGiftView } from '@bequest/sdk/app';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bequestKeys, useBequest } from '@bequest/sdk/react';

/**
 * The account-verification step-up (giving 2.5, ADR 0019): a gift is signed only once the donor's
 * e-mail is confirmed by the link we sent to it. The page looks at the gift again whenever the
 * donor comes back to it, so opening the link in another tab or device is enough.
 */
export const EmailStepUp = ({
  gift,
  giftKey,
}: {
  readonly gift: StockGiftView;
  readonly giftKey: string | null;
}) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  useEffect(() => {
    const look = () =>
      void queryClient.invalidateQueries({
        queryKey: bequestKeys.gifts.detail('stock-gift', gift.id),
      });
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [gift.id, queryClient]);

  const resend = async () => {
    setSent('sending');
    const answer = await bequest.resendStockGiftLink({ params: { id: gift.id }, giftKey });
    setSent(answer.isOk() ? 'sent' : 'failed');
  };

  return (
    <section aria-labelledby="confirm-email-heading" className="notice">
      <h2 id="confirm-email-heading">Confirm your e-mail to sign</h2>
      <p>
        Signing tells {gift.recipient.legalName} and anyone helping you with the transfer that the
        gift is yours, so we first make sure {gift.donor.email} is your address. Open the link we
        e-mailed there, on this device or another, then come back to this page.
      </p>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => void resend()}
          disabled={sent === 'sending'}
        >
          Send the link again
        </button>
      </p>
      <p role="status">
        {sent === 'sent'
          ? `We sent a new link to ${gift.donor.email}. The one sent before no longer works.`
          : sent === 'failed'
            ? 'We could not send the link just now. Please try again in a few minutes.'
            : ''}
      </p>
    </section>
  );
};
