import { useAnswerYearlyReview, useYearlyReview } from '@bequest/sdk/react';
import { useId, useState, type FormEvent } from 'react';

type Answers = Parameters<ReturnType<typeof useAnswerYearlyReview>>[0];

/**
 * The yearly review (issue 29): once a year after the person's documents were finished, the
 * questions their profile cannot answer. Each yes flags the documents it touches, which "Review
 * your documents" then lists; with every answer no, the review is done for another year.
 */
export const YearlyReview = () => {
  const review = useYearlyReview();
  const answer = useAnswerYearlyReview();
  const headingId = useId();
  const [answers, setAnswers] = useState<Answers>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (!review.data?.due) return outcome ? <p role="status">{outcome}</p> : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    const result = await answer(answers);
    setSaving(false);
    if (result.isErr()) {
      setFailed(true);
      return;
    }
    setOutcome(
      result.value.flagged > 0
        ? 'Thank you. See "Review your documents" for what to update.'
        : 'Thank you. Your documents need no update for now; we will ask again in a year.',
    );
  };

  return (
    <section className="banner document-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>Your yearly review</h2>
      <p>
        It has been a year since your documents were last reviewed. Some changes in your life can
        make them say something you no longer mean.
      </p>
      <form onSubmit={(event) => void submit(event)}>
        <fieldset className="choices">
          <legend>Since then, check each that applies:</legend>
          {review.data.questions.map(({ event, question }) => (
            <div key={event} className="field field--checkbox">
              <input
                id={`${headingId}-${event}`}
                type="checkbox"
                checked={answers[event] === true}
                onChange={(change) =>
                  setAnswers({ ...answers, [event]: change.currentTarget.checked })
                }
              />
              <label htmlFor={`${headingId}-${event}`}>{question}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={saving}>
          Save my review
        </button>
      </form>
      <p className="notice" role="alert">
        {failed ? 'We could not save your review. Please try again.' : null}
      </p>
    </section>
  );
};
