import {
  calendarDateOf,
  FORM_WIDE_ERROR,
  isCalendarDate,
  RECEIPT_MESSAGES,
  SharesSchema,
} from '@bequest/sdk/app';
import { useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { usePageTitle } from '../../app/use-page-title';
import { useAppRunning } from '../../browser/browser-fact';
import { FormFailure } from '../../forms/FormFailure';
import { FormText } from '../../forms/FormText';
import { FieldError } from '../../forms/field-error';
import { useBequest } from '../../sdk-client/bequest';
import { formResolver } from './form-messages';
import { useGiftKey } from './gift-key';
import { GIFT_REFUSED } from '../giving/gift-failures';
import { GiftNotice, StepHeading } from './stock-gift-flow';

interface ReceiptInput {
  receivedOn: string;
  shares: { count: string }[];
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const ordinal = (index: number) => ORDINALS[index] ?? `number ${index + 1}`;

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

/**
 * The nonprofit's confirmation that the shares arrived (issue 23, /sg/n/:stockGiftId/receipt): the
 * day, and the shares of each security in the order the e-mail lists them, with the receipt key
 * of the e-mailed link (sent as X-Gift-Key). The donor is then e-mailed the acknowledgement.
 */
export const StockGiftReceiptPage = () => {
  const { stockGiftId = '' } = useParams<{ stockGiftId: string }>();
  const key = useGiftKey(stockGiftId, 'nonprofit');
  const [outcome, setOutcome] = useState<'open' | 'confirmed' | 'not-found' | string>('open');
  if (!key || outcome === 'not-found')
    return (
      <GiftNotice title="We could not find this gift">
        <p>
          Please open the link in the e-mail that told you the gift is on its way: the link is what
          lets you confirm it. If it no longer works, write to us and we will help.
        </p>
      </GiftNotice>
    );
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
  return <ReceiptForm id={stockGiftId} receiptKey={key} onOutcome={setOutcome} />;
};

const ReceiptForm = ({
  id,
  receiptKey,
  onOutcome,
}: {
  readonly id: string;
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
  const addButton = useRef<HTMLButtonElement>(null);
  const form = useForm<ReceiptInput, unknown, Receipt>({
    resolver: formResolver<ReceiptInput, Receipt>(receiptFormSchema(today)),
    defaultValues: { receivedOn: '', shares: [{ count: '' }] },
  });
  const rows = useFieldArray({ control: form.control, name: 'shares' });
  const { isSubmitted, isSubmitting, errors, submitCount } = form.formState;
  const refused = isSubmitted && Object.keys(errors).length > 0;

  const confirm = async ({ receivedOn, shares }: Receipt) => {
    setFailure(null);
    setSharesError(null);
    const answer = await bequest.confirmStockGiftReceipt({
      params: { id },
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
          A donor signed a letter asking their brokerage to transfer shares to your organization.
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
            <legend>Shares that arrived, in the order our e-mail lists the securities</legend>
            {rows.fields.map((row, index) => (
              <div key={row.id}>
                <FormText
                  name={`shares.${index}.count`}
                  label={`Shares of the ${ordinal(index)} security`}
                  inputMode="decimal"
                />
                {rows.fields.length > 1 && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      rows.remove(index);
                      addButton.current?.focus();
                    }}
                  >
                    Remove the {ordinal(index)} security
                  </button>
                )}
              </div>
            ))}
            <FieldError id="shares" message={sharesError ?? undefined} />
            {rows.fields.length < 20 && (
              <button
                ref={addButton}
                type="button"
                className="button"
                onClick={() => rows.append({ count: '' })}
              >
                Add another security
              </button>
            )}
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
