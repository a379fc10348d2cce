import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_WIDE_ERROR,
  GIFT_INTENTS,
  GIFT_VEHICLES,
  giftDetailsSchema,
  giftIntentFields,
  RECOGNITION_CHOICES,
  type GiftConfirmationBasics,
  type GiftDetails,
  type GiftDetailsInput,
} from '@bequest/sdk/app';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { showApiFieldErrors } from '../../forms/api-field-errors';
import { FormChoices } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { SingleForm } from '../../forms/SingleForm';
import { useBequest } from '@bequest/sdk/react';
import { useFeatureFlags } from '../../tenant/use-tenant';

const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * Step 2: the gift itself; the percentage or amount asked only for its own kind of gift where
 * the gift-intent fields are conditional. Sending it tells the nonprofit.
 */
export const GiftDetailsStep = ({
  basics,
  nonprofitName,
  onDone,
}: {
  readonly basics: GiftConfirmationBasics;
  readonly nonprofitName: string;
  readonly onDone: (confirmed: { nonprofitName: string }) => void;
}) => {
  const bequest = useBequest();
  const conditional = useFeatureFlags().FW_CONDITIONAL_GIFT_INTENT_FIELDS;
  const resolver = useMemo(() => zodResolver(giftDetailsSchema(conditional)), [conditional]);
  const form = useForm<GiftDetailsInput, unknown, GiftDetails>({
    resolver,
    defaultValues: { percentage: '', amount: '', shareContactDetails: false },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const shown = giftIntentFields(form.watch('intent'), conditional);

  const submit = form.handleSubmit(async () => {
    setFailure(null);
    const sent = await bequest.confirmGift({ body: { basics, details: form.getValues() } });
    if (sent.isErr()) {
      const shown = showApiFieldErrors(form.setError, sent.error.error.fields, {
        prefix: 'details.',
      });
      return setFailure(shown > 0 ? FORM_WIDE_ERROR : sent.error.error.message);
    }
    onDone({ nonprofitName: sent.value.nonprofitName });
  });

  return (
    <FormProvider {...form}>
      <SingleForm
        title="About your gift"
        failure={failure}
        onSubmit={(event) => void submit(event)}
        submitLabel={`Tell ${nonprofitName}`}
        submitting={form.formState.isSubmitting}
      >
        <FormChoices
          name="vehicle"
          legend="Where is your gift written?"
          choices={choicesOf(GIFT_VEHICLES)}
        />
        <FormChoices name="intent" legend="What is your gift?" choices={choicesOf(GIFT_INTENTS)} />
        {shown.percentage && (
          <FormText
            name="percentage"
            label={conditional ? 'What percentage?' : 'What percentage? (optional)'}
            inputMode="numeric"
          />
        )}
        {shown.amount && (
          <FormText
            name="amount"
            label={conditional ? 'What amount, in dollars?' : 'What amount, in dollars? (optional)'}
            inputMode="numeric"
          />
        )}
        <FormChoices
          name="recognition"
          legend={`How may ${nonprofitName} thank you?`}
          choices={choicesOf(RECOGNITION_CHOICES)}
        />
        <div className="field field--checkbox">
          <input
            id="shareContactDetails"
            type="checkbox"
            {...form.register('shareContactDetails')}
          />
          <label htmlFor="shareContactDetails">
            {nonprofitName} may have my name and e-mail address to thank me
          </label>
        </div>
      </SingleForm>
    </FormProvider>
  );
};
