import { useDeferredValue, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { describedBy, FieldError, FieldHint } from '../../forms/field-error';
import {
  nonprofitDetails,
  useNonprofitSearch,
  type ChosenNonprofit,
} from '../stock-gifts/nonprofit-search';

const SEARCH_HINT = 'Its name, its city, or its EIN, such as 94-1156365.';

const found = (count: number) => (count === 1 ? '1 nonprofit found' : `${count} nonprofits found`);

/**
 * Finding a charity in the IRS list of tax-exempt organizations by name, city or EIN, and
 * choosing one of the matches (a radio group), as a gift's first step or its charity step asks.
 * The typed text is the caller's, so a partner's name can start the search.
 */
export const CharitySearch = ({
  label,
  choice: { text, setText: onText, chosen, choose: onChoose, error, searchRef },
}: {
  readonly label: string;
  readonly choice: CharityChoice;
}) => {
  const typed = useDeferredValue(text);
  const search = useNonprofitSearch(typed);
  const results = search.data ?? [];
  const id = useId().replace(/[^\w-]/g, '');
  const searchId = `${id}-search`;
  return (
    <>
      <div className="field">
        <label htmlFor={searchId}>{label}</label>
        <FieldHint id={searchId} hint={SEARCH_HINT} />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          autoComplete="off"
          value={text}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(searchId, { hint: SEARCH_HINT, error: error ?? undefined })}
          onChange={(event) => {
            onText(event.target.value);
            onChoose(null);
          }}
        />
        <FieldError id={searchId} message={error ?? undefined} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {typed.trim().length >= 2 && search.isSuccess ? found(results.length) : ''}
      </p>
      {results.length > 0 && (
        <fieldset className="choices">
          <legend>Choose the nonprofit</legend>
          {results.map((nonprofit) => {
            const choiceId = `${id}-${nonprofit.ein}`;
            return (
              <div className="choice" key={nonprofit.ein}>
                <input
                  id={choiceId}
                  type="radio"
                  name={`${id}-nonprofit`}
                  value={nonprofit.ein}
                  checked={chosen?.ein === nonprofit.ein}
                  aria-describedby={`${choiceId}-details`}
                  onChange={() => onChoose(nonprofit)}
                />
                <label htmlFor={choiceId}>{nonprofit.name}</label>
                <p id={`${choiceId}-details`} className="choice__description">
                  {nonprofitDetails(nonprofit)}
                </p>
              </div>
            );
          })}
        </fieldset>
      )}
      {typed.trim().length >= 2 && search.isSuccess && results.length === 0 && (
        <p>
          No nonprofit in the IRS list of tax-exempt organizations matches “{typed.trim()}”. Try
          fewer words, its legal name, or its EIN.
        </p>
      )}
      {search.isError && (
        <p role="alert">We could not search the list just now. Please try again.</p>
      )}
    </>
  );
};

/** What a charity search holds: the text typed, the charity chosen, and why none was. */
export interface CharityChoice {
  readonly text: string;
  readonly setText: (text: string) => void;
  readonly chosen: ChosenNonprofit | null;
  /** Chooses a charity (or none, as typing does); choosing one clears the refusal. */
  readonly choose: (nonprofit: ChosenNonprofit | null) => void;
  readonly error: string | null;
  /** Refuses to go on with nothing chosen: says `message` and puts the focus on the search. */
  readonly refuse: (message: string) => void;
  readonly searchRef: RefObject<HTMLInputElement | null>;
}

/**
 * A charity search's state: starting with `prefill` once it is known (a partner's name), and, when
 * `chooseOnlyMatch`, choosing the search's only match by itself.
 */
export const useCharityChoice = ({
  prefill = null,
  chooseOnlyMatch = false,
  initial = null,
}: {
  readonly prefill?: string | null;
  readonly chooseOnlyMatch?: boolean;
  readonly initial?: ChosenNonprofit | null;
} = {}): CharityChoice => {
  const [text, setText] = useState(initial?.name ?? '');
  const [chosen, setChosen] = useState<ChosenNonprofit | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (prefill) setText((current) => current || prefill);
  }, [prefill]);
  const results = useNonprofitSearch(useDeferredValue(text)).data ?? [];
  const onlyMatch = results.length === 1 ? results[0] : undefined;
  useEffect(() => {
    if (chooseOnlyMatch && onlyMatch) setChosen((current) => current ?? onlyMatch);
  }, [chooseOnlyMatch, onlyMatch]);
  return {
    text,
    setText,
    chosen,
    choose: (nonprofit) => {
      setChosen(nonprofit);
      if (nonprofit) setError(null);
    },
    error,
    refuse: (message) => {
      setError(message);
      searchRef.current?.focus();
    },
    searchRef,
  };
};
