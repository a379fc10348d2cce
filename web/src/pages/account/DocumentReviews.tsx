import type { DocumentReviewView } from '@bequest/sdk/contract';
import { useDismissDocumentReview, useDocumentReviews } from '@bequest/sdk/react';
import { useState } from 'react';

/**
 * "Review your documents" (issue 29): each finished document a life event touched (a move, a
 * marriage or its end), with the reason, what to update and, after a move, how the new state
 * treats it, and a button to dismiss each once reviewed. Nothing shows without flags.
 */
export const DocumentReviews = () => {
  const reviews = useDocumentReviews();
  const dismiss = useDismissDocumentReview();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const flags = reviews.data ?? [];
  if (flags.length === 0) return null;

  const dismissOne = async (review: DocumentReviewView) => {
    setBusy(review.id);
    setFailed(null);
    const result = await dismiss(review.id);
    setBusy(null);
    // A flag already dismissed elsewhere is gone from the refreshed list: nothing to say.
    if (result.isErr() && result.error.status !== 404)
      setFailed('We could not save that. Please try again.');
  };

  return (
    <section className="banner document-reviews" aria-labelledby="document-reviews-heading">
      <h2 id="document-reviews-heading">Review your documents</h2>
      <p>Something in your profile changed that may affect documents you have finished.</p>
      <ul className="document-reviews__list">
        {flags.map((review) => (
          <li key={review.id} className="document-reviews__item">
            <h3>{review.title}</h3>
            <p>{review.reason}</p>
            <p>
              <strong>What to update:</strong> {review.update}
            </p>
            {review.stateNote && <p>{review.stateNote}</p>}
            <button
              type="button"
              className="button"
              disabled={busy === review.id}
              aria-label={`I've reviewed my ${review.title}: ${review.reason}`}
              onClick={() => void dismissOne(review)}
            >
              I&apos;ve reviewed this
            </button>
          </li>
        ))}
      </ul>
      <p className="notice" role="alert">
        {failed}
      </p>
    </section>
  );
};
