import {
  estimatedShareValue,
  formatMoney,
  parseMoneyInput,
  type ApiFailure,
  type giftRoutes,
  type RouteResponse,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { useBequest } from '@bequest/sdk/react';

type Estimate = RouteResponse<typeof giftRoutes.estimateShareGift>;

const usd = (value: string) => formatMoney({ value, currency: 'USD' });
const today = () => new Date().toISOString().slice(0, 10);

const failureText = (failure: ApiFailure) =>
  Object.values(failure.error.fields ?? {})[0] ??
  (failure.status === 429
    ? 'Too many estimates for now. Please try again in an hour.'
    : 'We could not get a quote just now. Please try again.');

/**
 * The donor's estimate of one security's value (issue 23): the day's high and low from the quote
 * service, averaged, times the shares. Without a quote nothing is made up: the donor may type a
 * price to see what the shares would be worth at it. Only an estimate: the letters state shares.
 */
export const ShareEstimate = ({
  id,
  ticker,
  shares,
}: {
  /** The lot's element id, for this estimate's own ids. */
  readonly id: string;
  readonly ticker: string;
  readonly shares: string;
}) => {
  const bequest = useBequest();
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [price, setPrice] = useState('');
  const ask = async () => {
    setAsking(true);
    setFailure(null);
    const answer = await bequest.estimateShareGift({
      query: { symbol: ticker.trim(), shares: shares.trim(), date: today() },
    });
    setAsking(false);
    if (answer.isOk()) setEstimate(answer.value);
    else {
      setEstimate(null);
      setFailure(failureText(answer.error));
    }
  };
  // The shares or ticker changed since: the estimate no longer says what is typed.
  const current =
    estimate &&
    estimate.symbol === ticker.trim().toUpperCase() &&
    (estimate.kind === 'unquoted' || shares.trim() !== '')
      ? estimate
      : null;
  const typedPrice = parseMoneyInput(price);
  const priced =
    current?.kind === 'unquoted' && typedPrice.isOk() && /[1-9]/.test(typedPrice.value)
      ? estimatedShareValue(shares.trim(), typedPrice.value, typedPrice.value)
      : null;
  return (
    <div className="estimate">
      <button type="button" className="link-button" onClick={() => void ask()} disabled={asking}>
        Estimate its value
      </button>
      <div aria-live="polite">
        {failure && <p className="field-error">{failure}</p>}
        {current?.kind === 'estimated' && (
          <p>
            Estimate: about <strong>{usd(current.value)}</strong>, the average of the day’s high (
            {usd(current.high)}) and low ({usd(current.low)}) on {current.date}. The value for your
            taxes is set on the day the shares arrive.
          </p>
        )}
        {current?.kind === 'unquoted' && (
          <p>
            We have no quote for {current.symbol} on {current.date}. If you know its price, type it
            below to see an estimate.
          </p>
        )}
      </div>
      {current?.kind === 'unquoted' && (
        <div className="field">
          <label htmlFor={`${id}-price`}>Price per share, in dollars (optional)</label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
          {priced && (
            <p aria-live="polite">
              Estimate at your price: about <strong>{usd(priced)}</strong>.
            </p>
          )}
        </div>
      )}
    </div>
  );
};
