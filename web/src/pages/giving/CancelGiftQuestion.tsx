import type { ApiFailure, Result } from '@bequest/sdk/app';
import { useEffect, useRef, useState } from 'react';
import { FormFailure } from '../../forms/FormFailure';

/**
 * Cancelling a gift, asked twice: the first button opens the question, whose "Keep my gift" takes
 * the focus, and closing it gives the focus back to the first button.
 */
export const CancelGiftQuestion = <Gift,>({
  question,
  cancel,
  cancelled,
  failed,
}: {
  readonly question: string;
  readonly cancel: () => Promise<Result<Gift, ApiFailure>>;
  readonly cancelled: (gift: Gift) => void;
  /** What to say of a failed cancel, or null when the page shows it. */
  readonly failed: (failure: ApiFailure) => string | null;
}) => {
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

  const send = async () => {
    setSending(true);
    setFailure(null);
    const answer = await cancel();
    setSending(false);
    if (answer.isErr()) return setFailure(failed(answer.error));
    cancelled(answer.value);
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
      <p id="cancel-gift-question">{question}</p>
      <FormFailure message={failure} />
      <div className="form-actions">
        <button ref={keep} type="button" className="button" onClick={() => setAsking(false)}>
          Keep my gift
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          onClick={() => void send()}
        >
          Yes, cancel my gift
        </button>
      </div>
    </div>
  );
};
