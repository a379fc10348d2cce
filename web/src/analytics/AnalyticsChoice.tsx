import { useAnalyticsOptOut, useSetAnalyticsOptOut } from '@bequest/sdk/react';
import { useState, type FormEvent } from 'react';

/**
 * The do-not-sell page's choice about product analytics (ADR 0028): counted by number only, or
 * not at all; saved in this browser and, when signed in, on the account. A browser that sends
 * Do Not Track or Global Privacy Control is never counted, whatever is chosen.
 */
export const AnalyticsChoice = () => {
  const current = useAnalyticsOptOut();
  const save = useSetAnalyticsOptOut();
  const [chosen, setChosen] = useState<'in' | 'out' | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const choice = chosen ?? (current.data?.optedOut ? 'out' : 'in');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const refused = await save(choice === 'out');
    setStatus(
      refused ??
        (choice === 'out'
          ? 'Saved: your activity is not counted.'
          : 'Saved: your activity is counted by number only.'),
    );
  };

  return (
    <form className="analytics-choice" onSubmit={(event) => void submit(event)}>
      <fieldset disabled={current.isPending}>
        <legend>Product analytics</legend>
        <label>
          <input
            type="radio"
            name="analytics"
            value="in"
            checked={choice === 'in'}
            onChange={() => setChosen('in')}
          />{' '}
          Count my activity, by number only
        </label>
        <label>
          <input
            type="radio"
            name="analytics"
            value="out"
            checked={choice === 'out'}
            onChange={() => setChosen('out')}
          />{' '}
          Do not count my activity
        </label>
      </fieldset>
      {current.data?.browserSignal && (
        <p>
          Your browser sends a privacy signal (Global Privacy Control or Do Not Track), so nothing
          is counted from it, whatever you choose here.
        </p>
      )}
      <button type="submit" className="button" disabled={current.isPending}>
        Save my choice
      </button>
      <p role="status">{status}</p>
    </form>
  );
};
