import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRY_OPTIONS, CreateProfileFormSchema, type CreateProfileForm } from '@bequest/sdk/app';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Modal } from '../components/Modal';
import { FieldIdScope } from '../forms/field-error';
import { FormFailure } from '../forms/FormFailure';
import { FormText } from '../forms/FormText';
import { TermsCheckbox } from '../forms/TermsCheckbox';
import { useCreateProfile } from '@bequest/sdk/react';
import { useSwitchProfile } from '../session/use-switch-profile';
import { FormActions } from '../forms/FormActions';
import { FormSelect } from '../forms/FormSelect';
import { useEffectiveCountry } from '../browser/country-preference';
import { useFeatureFlags } from '../tenant/use-tenant';

/**
 * Create new profile (platform-core.md 2.12, 5): a full legal name, a preferred name, the
 * country where the Canada feature is on, and the terms; a name already in the account is refused and the modal stays open. The new profile
 * becomes the active one.
 */
export const CreateProfileModal = ({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) => {
  const createProfile = useCreateProfile();
  const switchProfile = useSwitchProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const asksCountry = useFeatureFlags().FW_CANADA;
  const country = useEffectiveCountry();
  const form = useForm<CreateProfileForm>({
    resolver: zodResolver(CreateProfileFormSchema),
    defaultValues: {
      fullName: '',
      preferredName: '',
      termsAccepted: false,
      ...(asksCountry && { country }),
    },
  });
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const created = await createProfile.mutateAsync({
      body: { ...values, preferredName: values.preferredName || null },
    });
    if (created.isErr()) return setFailure(created.error.error.message);
    close();
    await switchProfile(created.value.randId, '/account');
  });
  return (
    <Modal open={open} onClose={close} title="Add new profile">
      <FieldIdScope>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <FormFailure message={failure} />
            <FormText name="fullName" label="Full legal name" autoComplete="off" />
            <FormText name="preferredName" label="Preferred name (optional)" autoComplete="off" />
            {asksCountry && <FormSelect name="country" label="Country" choices={COUNTRY_OPTIONS} />}
            <TermsCheckbox
              registration={form.register('termsAccepted')}
              error={form.formState.errors.termsAccepted?.message}
            />
            <FormActions
              onCancel={close}
              submitLabel="Save & Exit"
              submitting={form.formState.isSubmitting}
            />
          </form>
        </FormProvider>
      </FieldIdScope>
    </Modal>
  );
};
