import { START_MESSAGES, storedPartnerOf } from '@bequest/sdk/app';
import { useDeferredValue, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useAppRunning } from '../../browser/browser-fact';
import { describedBy, FieldError, FieldHint } from '../../forms/field-error';
import { FormFailure } from '../../forms/FormFailure';
import { usePartner } from '../partners/use-partner';
import { nonprofitDetails, useNonprofitSearch, type ChosenNonprofit } from './nonprofit-search';
import { StepHeading, StepLabel } from './stock-gift-flow';
import { personalPath } from './stock-gift-paths';

/** What /stocks and /sg have said since they were the stock-gift information page (giving 2.5). */
const DESCRIPTION =
  'How to give shares of stock to a nonprofit by a transfer from your brokerage account to its own.';

const SEARCH_HINT = 'Its name, its city, or its EIN, such as 94-1156365.';

const found = (count: number) => (count === 1 ? '1 nonprofit found' : `${count} nonprofits found`);

/**
 * The first step of a gift of securities (giving 2.5 /stocks, /sg, /stocks/:partner/give): the
 * donor finds the nonprofit in the IRS list of tax-exempt organizations by name, city or EIN. On
 * a partner's link the search starts with the partner's name, and its only match is chosen.
 */
export const StockGiftStartPage = () => {
  usePageTitle('Stock Gifts', DESCRIPTION);
  const { partner = null } = useParams<{ partner: string }>();
  const partnerName = usePartner(partner, 'stock_gift').data;
  const navigate = useNavigate();
  const running = useAppRunning();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ChosenNonprofit | null>(null);
  const [error, setError] = useState<string | null>(null);
  const typed = useDeferredValue(text);
  const search = useNonprofitSearch(typed);
  const results = search.data ?? [];
  const id = useId().replace(/[^\w-]/g, '');
  const searchId = `${id}-search`;

  useEffect(() => {
    if (partnerName) setText((current) => current || storedPartnerOf(partnerName).displayName);
  }, [partnerName]);
  const onlyResult = results.length === 1 ? results[0] : undefined;
  useEffect(() => {
    if (partner && onlyResult) setChosen((current) => current ?? onlyResult);
  }, [partner, onlyResult]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(START_MESSAGES.recipientEin);
      document.getElementById(searchId)?.focus();
      return;
    }
    void navigate(personalPath(chosen.ein), { state: { nonprofit: chosen } });
  };

  return (
    <div className="page narrow">
      <StepLabel step={1} />
      <StepHeading>Give stock to a nonprofit</StepHeading>
      <p>
        Give shares you own straight from your brokerage account. We prepare the letter that asks
        your brokerage to transfer them, and the nonprofit confirms when they arrive.{' '}
        <Link to="/donate-stocks">Why give stock instead of cash?</Link>
      </p>
      <form onSubmit={submit} noValidate>
        <FormFailure message={error ? 'Please choose the nonprofit before you continue.' : null} />
        <div className="field">
          <label htmlFor={searchId}>Which nonprofit would you like to give to?</label>
          <FieldHint id={searchId} hint={SEARCH_HINT} />
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            value={text}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(searchId, {
              hint: SEARCH_HINT,
              error: error ?? undefined,
            })}
            onChange={(event) => {
              setText(event.target.value);
              setChosen(null);
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
                    name="nonprofit"
                    value={nonprofit.ein}
                    checked={chosen?.ein === nonprofit.ein}
                    aria-describedby={`${choiceId}-details`}
                    onChange={() => {
                      setChosen(nonprofit);
                      setError(null);
                    }}
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
        <button className="button button--primary" type="submit" disabled={!running}>
          Continue
        </button>
      </form>
    </div>
  );
};
