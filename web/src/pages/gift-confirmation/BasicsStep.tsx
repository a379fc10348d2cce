import { zodResolver } from '@hookform/resolvers/zod';
import {
  GiftConfirmationBasicsSchema,
  type GiftConfirmationBasics,
  type GiftConfirmationBasicsInput,
} from '@bequest/sdk/app';
import { FormProvider, useForm } from 'react-hook-form';
import { FormText } from '../../forms/FormText';
import { SingleForm } from '../../forms/SingleForm';

const blank = (partner: string | null): GiftConfirmationBasicsInput => ({
  firstName: '',
  lastName: '',
  email: '',
  nonprofit: partner ? { kind: 'partner', urlName: partner } : { kind: 'named', name: '', ein: '' },
});

/** Step 1: who the donor is and, without a partner's page, which nonprofit they are telling. */
export const BasicsStep = ({
  partner,
  title,
  saved,
  onDone,
}: {
  readonly partner: string | null;
  readonly title: string;
  readonly saved: GiftConfirmationBasics | undefined;
  readonly onDone: (basics: GiftConfirmationBasics) => void;
}) => {
  const form = useForm<GiftConfirmationBasicsInput, unknown, GiftConfirmationBasics>({
    resolver: zodResolver(GiftConfirmationBasicsSchema),
    defaultValues: saved ?? blank(partner),
  });
  return (
    <FormProvider {...form}>
      <SingleForm
        title={title}
        failure={null}
        onSubmit={(event) => void form.handleSubmit(onDone)(event)}
        submitLabel="Continue"
        submitting={form.formState.isSubmitting}
      >
        <p>
          Already included a nonprofit in your will, trust or beneficiary designations? Let them
          know, so they can thank you and plan for the future.
        </p>
        <FormText name="firstName" label="First name" autoComplete="given-name" />
        <FormText name="lastName" label="Last name" autoComplete="family-name" />
        <FormText name="email" label="E-mail address" type="email" autoComplete="email" />
        {!partner && (
          <>
            <FormText name="nonprofit.name" label="Name of the nonprofit" />
            <FormText
              name="nonprofit.ein"
              label="Its EIN (optional)"
              hint="The nine-digit tax number, for example 12-3456789, helps the nonprofit find your gift."
              inputMode="numeric"
            />
          </>
        )}
      </SingleForm>
    </FormProvider>
  );
};
