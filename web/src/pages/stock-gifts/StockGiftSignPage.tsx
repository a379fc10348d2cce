import { electronicSignatureSchema } from '@bequest/sdk/app';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormCheckbox } from '../../forms/FormCheckbox';
import { FormText } from '../../forms/FormText';
import { bequestKeys, useBequest } from '@bequest/sdk/react';
import { formResolver } from './form-messages';
import { GiftParticulars, MissingSteps, missingStepsOf } from './GiftParticulars';
import { EmailStepUp } from './EmailStepUp';
import { GiftStepForm } from './GiftStepForm';
import { StepHeading, StepLabel, StockGiftRoute, useGiftFlow } from './stock-gift-flow';

interface SignatureInput {
  typedName: string;
  consent: boolean;
}
interface Signature {
  typedName: string;
  consent: true;
}

const SignStep = () => {
  const { gift, giftKey, saved, failed, pathOf } = useGiftFlow();
  const bequest = useBequest();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(
    () => formResolver<SignatureInput, Signature>(electronicSignatureSchema(gift.donor.fullName)),
    [gift.donor.fullName],
  );
  const form = useForm<SignatureInput, unknown, Signature>({
    resolver,
    defaultValues: { typedName: '', consent: false },
  });
  const missing = missingStepsOf(gift);

  const sign = async (signature: Signature) => {
    setFailure(null);
    const signed = await bequest.signStockGift({
      params: { id: gift.id },
      giftKey,
      body: signature,
    });
    if (signed.isErr())
      return setFailure(
        failed(signed.error, form.setError, (name) =>
          name === 'typedName' || name === 'consent' ? name : null,
        ),
      );
    saved(signed.value);
    if (!giftKey) {
      void queryClient.invalidateQueries({ queryKey: bequestKeys.me() });
      void queryClient.invalidateQueries({ queryKey: bequestKeys.gifts.list('stock-gift') });
    }
    void navigate(pathOf('summary'));
  };

  if (!gift.donorEmailConfirmed)
    return (
      <div className="page narrow">
        <StepLabel step={6} />
        <StepHeading>Sign your letter of authorization</StepHeading>
        <EmailStepUp gift={gift} giftKey={giftKey} />
      </div>
    );

  return (
    <GiftStepForm
      step={6}
      title="Sign your letter of authorization"
      intro={
        <>
          <p>
            Your letter asks {gift.brokerage ? 'your brokerage' : 'the brokerage'} to transfer these
            shares to {gift.recipient.legalName}. Signing it here submits your gift: we e-mail you
            the signed letter
            {gift.advisor ? `, send it to ${gift.advisor.name}` : ''} and tell the nonprofit the
            shares are coming.
          </p>
          <MissingSteps missing={missing} />
          <GiftParticulars gift={gift} />
        </>
      }
      form={form}
      failure={failure}
      onValid={sign}
      backTo={pathOf('review')}
      submitLabel="Sign and submit my gift"
    >
      <FormText
        name="typedName"
        label="Type your full name to sign"
        hint={`As it appears on the letter: ${gift.donor.fullName}.`}
        autoComplete="name"
      />
      <FormCheckbox
        name="consent"
        label="I agree to sign this letter electronically, and that my typed name is my signature"
      />
    </GiftStepForm>
  );
};

/**
 * The e-signature prompt (giving 2.5 /sg/a/:stockGiftId/sign): the letter's particulars, the
 * donor's full name typed and their consent; signing submits the gift.
 */
export const StockGiftSignPage = () => (
  <StockGiftRoute>
    <SignStep />
  </StockGiftRoute>
);
