import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useBequest } from '../../sdk-client/bequest';
import { FormFailure } from '../../forms/FormFailure';
import { useGiftFlow } from './stock-gift-flow';

/**
 * Cancelling a gift the nonprofit has not confirmed yet (cancelStockGift), asked twice: the first
 * button opens the question, whose "Keep my gift" takes the focus.
 */
export const CancelGift = () => {
  const { gift, giftKey, saved, failed } = useGiftFlow();
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (opened.current) opener.current?.focus();
    opened.current ||= asking;
  }, [asking]);

  const cancel = async () => {
    setSending(true);
    setFailure(null);
    const answer = await bequest.cancelStockGift({ params: { id: gift.id }, giftKey });
    setSending(false);
    if (answer.isErr()) return setFailure(failed(answer.error));
    if (!giftKey) void queryClient.invalidateQueries({ queryKey: ['stock-gifts'] });
    saved(answer.value);
  };

  if (!asking)
    return (
      <p>
        <button ref={opener} type="button" className="link-button" onClick={() => setAsking(true)}>
          Cancel this gift
        </button>
      </p>
    );
  return (
    <div className="notice" role="group" aria-labelledby="cancel-gift-question">
      <p id="cancel-gift-question">
        Cancel your gift to {gift.recipient.legalName}?
        {gift.status === 'SUBMITTED' &&
          ' If you already sent the letter, please also ask your brokerage not to act on it.'}
      </p>
      <FormFailure message={failure} />
      <div className="form-actions">
        <button ref={keep} type="button" className="button" onClick={() => setAsking(false)}>
          Keep my gift
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          onClick={() => void cancel()}
        >
          Yes, cancel my gift
        </button>
      </div>
    </div>
  );
};
