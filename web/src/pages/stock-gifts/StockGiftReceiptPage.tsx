import {
  calendarDateOf,
  FORM_WIDE_ERROR,
  isCalendarDate,
  lotDescription,
  RECEIPT_MESSAGES,
  SharesSchema,
  type StockGiftForNonprofitView,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { usePageTitle } from '../../app/use-page-title';
import { useAppRunning } from '../../browser/browser-fact';
import { Loading } from '../../components/Loading';
import { FormFailure } from '../../forms/FormFailure';
import { FormText } from '../../forms/FormText';
import { FieldError } from '../../forms/field-error';
import { useBequest, useStockGiftReceipt } from '@bequest/sdk/react';
import { formResolver } from './form-messages';
import { useGiftKey } from './gift-key';
import { GIFT_REFUSED } from '../giving/gift-failures';
import { GiftNotice, GiftReadFailure, StepHeading } from './stock-gift-flow';

interface ReceiptInput {
  receivedOn: string;
  shares: { count: string }[];
}

const receiptFormSchema = (today: string) =>
  z.object({
    receivedOn: z
      .string()
      .trim()
      .refine((day) => isCalendarDate(day) && day <= today, RECEIPT_MESSAGES.receivedOn),
    shares: z.array(z.object({ count: SharesSchema })).min(1, RECEIPT_MESSAGES.shares),
  });
type Receipt = z.output<ReturnType<typeof receiptFormSchema>>;

/** Where an API field of the receipt is on this form: `shares.0` is the first count. */
const fieldOf = (name: string) =>
  /^shares\.\d+$/.test(name) ? `${name}.count` : name === 'receivedOn' ? name : null;

const LinkNotFound = () => (
  <GiftNotice title="We could not find this gift">
    <p>
      Please open the link in the e-mail that told you the gift is on its way: the link is what lets
      you confirm it. If it no longer works, write to us and we will help.
    </p>
  </GiftNotice>
);

/**
 * The nonprofit's confirmation that the shares arrived (issue 23, /sg/n/:stockGiftId/receipt): the
 * gift read with the receipt key of the e-mailed link (sent as X-Gift-Key), then the day and the
 * shares that arrived of each security it names. The donor is then e-mailed the acknowledgement.
 */
export const StockGiftReceiptPage = () => {
  const { stockGiftId = '' } = useParams<{ stockGiftId: string }>();
  const key = useGiftKey(stockGiftId, 'nonprofit');
  const query = useStockGiftReceipt(stockGiftId, key);
  const [outcome, setOutcome] = useState<'open' | 'confirmed' | 'not-found' | string>('open');
  if (!key || outcome === 'not-found') return <LinkNotFound />;
  if (outcome === 'confirmed')
    return (
      <GiftNotice title="Thank you: the gift is confirmed">
        <p>
          We e-mailed the donor your acknowledgement of the gift for their taxes. There is nothing
          else to do.
        </p>
      </GiftNotice>
    );
  if (outcome !== 'open')
    return (
      <GiftNotice title="This gift cannot be confirmed">
        <p>{outcome}</p>
      </GiftNotice>
    );
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <GiftReadFailure error={query.error} retry={() => void query.refetch()}>
        <LinkNotFound />
      </GiftReadFailure>
    );
  const gift = query.data;
  if (gift.status === 'CANCELLED')
    return (
      <GiftNotice title="The donor cancelled this gift">
        <p>
          There is nothing to confirm. If shares arrive all the same, write to us and we will help.
        </p>
      </GiftNotice>
    );
  if (gift.receipt)
    return (
      <GiftNotice title="This gift is already confirmed">
        <p>You confirmed that these shares arrived on {gift.receipt.receivedOn}:</p>
        <ul>
          {gift.receipt.shares.map(({ ticker, shares }) => (
            <li key={ticker}>
              {shares} shares of {ticker}
            </li>
          ))}
        </ul>
        <p>We e-mailed the donor your acknowledgement. There is nothing else to do.</p>
      </GiftNotice>
    );
  return <ReceiptForm gift={gift} receiptKey={key} onOutcome={setOutcome} />;
};

const ReceiptForm = ({
  gift,
  receiptKey,
  onOutcome,
}: {
  readonly gift: StockGiftForNonprofitView;
  readonly receiptKey: string;
  readonly onOutcome: (outcome: 'confirmed' | 'not-found' | string) => void;
}) => {
  const title = 'Confirm the shares arrived';
  usePageTitle(title);
  const bequest = useBequest();
  const running = useAppRunning();
  const today = calendarDateOf(new Date());
  const [failure, setFailure] = useState<string | null>(null);
  const [sharesError, setSharesError] = useState<string | null>(null);
  const form = useForm<ReceiptInput, unknown, Receipt>({
    resolver: formResolver<ReceiptInput, Receipt>(receiptFormSchema(today)),
    defaultValues: { receivedOn: '', shares: gift.lots.map(() => ({ count: '' })) },
  });
  const { isSubmitted, isSubmitting, errors, submitCount } = form.formState;
  const refused = isSubmitted && Object.keys(errors).length > 0;

  const confirm = async ({ receivedOn, shares }: Receipt) => {
    setFailure(null);
    setSharesError(null);
    const answer = await bequest.confirmStockGiftReceipt({
      params: { id: gift.id },
      giftKey: receiptKey,
      body: { receivedOn, shares: shares.map(({ count }) => count) },
    });
    if (answer.isOk()) return onOutcome('confirmed');
    const { status, error } = answer.error;
    if (status === 404) return onOutcome('not-found');
    if (status === 409 && error.code === GIFT_REFUSED) return onOutcome(error.message);
    let shown = 0;
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      const field = fieldOf(name);
      if (field) form.setError(field as 'receivedOn', { message });
      else if (name === 'shares') setSharesError(message);
      else continue;
      shown += 1;
    }
    setFailure(shown > 0 ? FORM_WIDE_ERROR : error.message);
  };

  return (
    <FormProvider {...form}>
      <div className="page narrow">
        <StepHeading>{title}</StepHeading>
        <p>
          {gift.donor
            ? `${gift.donor.fullName} (${gift.donor.email})`
            : 'A donor, who chose not to share their name,'}{' '}
          signed a letter asking their brokerage to transfer shares to {gift.recipientLegalName}.
          When they reach your account, tell us the day and how many shares of each security
          arrived: we send the donor your acknowledgement for their taxes. It states the shares,
          never a value.
        </p>
        <form onSubmit={(event) => void form.handleSubmit(confirm)(event)} noValidate>
          <FormFailure key={submitCount} message={failure ?? (refused ? FORM_WIDE_ERROR : null)} />
          <FormText
            name="receivedOn"
            label="Day the shares arrived"
            hint="Today or earlier."
            type="date"
            max={today}
          />
          <fieldset className="items" aria-describedby={sharesError ? 'shares-error' : undefined}>
            <legend>Shares that arrived</legend>
            {gift.lots.map((lot, index) => (
              <FormText
                key={`${lot.ticker}-${index}`}
                name={`shares.${index}.count`}
                label={`Shares of ${lot.ticker}`}
                hint={`The donor is giving ${lotDescription(lot)}.`}
                inputMode="decimal"
              />
            ))}
            <FieldError id="shares" message={sharesError ?? undefined} />
          </fieldset>
          <button
            className="button button--primary"
            type="submit"
            disabled={isSubmitting || !running}
          >
            Confirm the shares arrived
          </button>
        </form>
      </div>
    </FormProvider>
  );
};

export default StockGiftReceiptPage;
