import {
  StockDonationSchema,
  TRANSFER_METHODS,
  type StockGiftView,
  type TransferMethod,
} from '@bequest/sdk/app';
import { useRef, useState } from 'react';
import { useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { FormChoices } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { useBequest } from '@bequest/sdk/react';
import { GiftStepForm } from './GiftStepForm';
import { formResolver } from './form-messages';
import { ShareEstimate } from './ShareEstimate';
import { forgetChosenMethod } from './chosen-transfer-method';
import { StockGiftRoute, useGiftFlow, type GiftRouteProps } from './stock-gift-flow';

interface LotInput {
  ticker: string;
  quantity: { kind: 'shares' | 'amount'; shares: string; dollars: string };
}
interface DonationInput {
  lots: LotInput[];
  transferMethod: TransferMethod | '';
}
type Donation = z.output<typeof StockDonationSchema>;

const MAX_LOTS = 20;
const TRANSFER_METHOD_MESSAGE = 'Please choose how the shares will move';

const blankLot = (): LotInput => ({
  ticker: '',
  quantity: { kind: 'shares', shares: '', dollars: '' },
});

const TRANSFER_DESCRIPTIONS: Record<TransferMethod, string> = {
  MANUAL: 'We prepare the letter of authorization; you sign it here and send it to your brokerage.',
  FINANCIAL_ADVISOR: 'We e-mail your advisor the letter you sign here, with your consent.',
  GIFT_VERIFICATION:
    'The letter records the transfer, so the nonprofit can match the shares to you.',
};

const answersOf = (gift: StockGiftView, method: TransferMethod | null): DonationInput =>
  gift.donation
    ? {
        lots: gift.donation.lots.map((lot) => ({
          ticker: lot.ticker,
          quantity:
            lot.quantity.kind === 'shares'
              ? { kind: 'shares', shares: lot.quantity.shares, dollars: '' }
              : { kind: 'amount', shares: '', dollars: lot.quantity.dollars },
        })),
        transferMethod: gift.donation.transferMethod,
      }
    : { lots: [blankLot()], transferMethod: method ?? '' };

/** One security: its ticker, then shares or dollars, and the donor's estimate of shares. */
const LotFields = ({
  index,
  count,
  onRemove,
}: {
  readonly index: number;
  readonly count: number;
  readonly onRemove: () => void;
}) => {
  const { control } = useFormContext<DonationInput>();
  const lot = useWatch({ control, name: `lots.${index}` });
  const path = `lots.${index}`;
  return (
    <fieldset className="item">
      <legend>{count > 1 ? `Security ${index + 1}` : 'The security'}</legend>
      <FormText
        name={`${path}.ticker`}
        label="Ticker symbol"
        hint="Such as VTI or BRK.B."
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <FormChoices
        name={`${path}.quantity.kind`}
        legend="How much are you giving?"
        choices={[
          { value: 'shares', label: 'A number of shares' },
          { value: 'amount', label: 'A dollar amount of it' },
        ]}
      />
      {lot?.quantity.kind === 'amount' ? (
        <FormText
          name={`${path}.quantity.dollars`}
          label="Amount in dollars"
          hint="Your brokerage turns it into shares on the day of the transfer."
          inputMode="decimal"
        />
      ) : (
        <>
          <FormText
            name={`${path}.quantity.shares`}
            label="Number of shares"
            hint="Up to six decimal places for fractional shares."
            inputMode="decimal"
          />
          <ShareEstimate
            id={`lots-${index}`}
            ticker={lot?.ticker ?? ''}
            shares={lot?.quantity.shares ?? ''}
          />
        </>
      )}
      {count > 1 && (
        <button type="button" className="button" onClick={onRemove}>
          Remove security {index + 1}
        </button>
      )}
    </fieldset>
  );
};

const DonationStep = () => {
  const { gift, giftKey, saved, failed, method, pathOf } = useGiftFlow();
  const bequest = useBequest();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const form = useForm<DonationInput, unknown, Donation>({
    resolver: formResolver<DonationInput, Donation>(StockDonationSchema, {
      transferMethod: TRANSFER_METHOD_MESSAGE,
    }),
    defaultValues: answersOf(gift, method),
  });
  const lots = useFieldArray({ control: form.control, name: 'lots' });

  const save = async (donation: Donation) => {
    setFailure(null);
    const answer = await bequest.saveStockDonation({
      params: { id: gift.id },
      giftKey,
      body: donation,
    });
    if (answer.isErr()) return setFailure(failed(answer.error, form.setError));
    forgetChosenMethod(gift.recipient.ein);
    saved(answer.value);
    void navigate(pathOf('brokerage'));
  };

  return (
    <GiftStepForm
      step={3}
      title="Which shares are you giving?"
      intro={
        <p>
          To <strong>{gift.recipient.legalName}</strong>. Add each stock, mutual fund or
          exchange-traded fund you are giving from the same account.
        </p>
      }
      form={form}
      failure={failure}
      onValid={save}
      backTo={null}
    >
      <div className="items">
        {lots.fields.map((field, index) => (
          <LotFields
            key={field.id}
            index={index}
            count={lots.fields.length}
            onRemove={() => {
              lots.remove(index);
              addButton.current?.focus();
            }}
          />
        ))}
        {lots.fields.length < MAX_LOTS && (
          <button
            ref={addButton}
            type="button"
            className="button"
            onClick={() => lots.append(blankLot())}
          >
            Add another security
          </button>
        )}
      </div>
      <FormChoices
        name="transferMethod"
        legend="How will the shares move?"
        choices={Object.entries(TRANSFER_METHODS).map(([value, label]) => ({
          value,
          label,
          description: TRANSFER_DESCRIPTIONS[value as TransferMethod],
        }))}
      />
    </GiftStepForm>
  );
};

/**
 * The donation step (giving 2.5 /sg/a/:stockGiftId/donation, and a partner's
 * /stocks/:partner/manual/:stockGiftId or /financial-advisor/:stockGiftId): the securities and
 * how they move.
 */
export const StockGiftDonationPage = (props: GiftRouteProps) => (
  <StockGiftRoute {...props}>
    <DonationStep />
  </StockGiftRoute>
);
