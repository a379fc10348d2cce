import { zodResolver } from '@hookform/resolvers/zod';
import { optInBannerText, optInFormOf, OptInFormSchema, type OptInForm } from '@bequest/sdk/app';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Modal } from '../../components/Modal';
import { FieldIdScope } from '../../forms/field-error';
import { FormActions } from '../../forms/FormActions';
import { FormChoices } from '../../forms/FormChoices';
import { FormFailure } from '../../forms/FormFailure';
import { useBeneficiaryPlanChanges } from './use-beneficiary-plan';

/** The opt-in banner (giving 2.2, 4.7): what the person answered, and the way to change it. */
export const OptInBanner = ({
  hasPermissionToShareInfo,
  onChange,
}: {
  readonly hasPermissionToShareInfo: boolean | null;
  readonly onChange: () => void;
}) => (
  <section className="banner" aria-label="Sharing with nonprofits">
    <p>
      {optInBannerText(hasPermissionToShareInfo) ??
        'You have not said yet whether the nonprofits you name may know who you are.'}
    </p>
    <button type="button" className="button" onClick={onChange}>
      Change preferences
    </button>
  </section>
);

/**
 * The opt-in question; `partnerOrgId` is the partner whose branded flow it is answered in, let
 * have the contact details too on consent (giving 4.7).
 */
export const OptInPreferencesForm = ({
  hasPermissionToShareInfo,
  onSaved,
  onCancel,
  partnerOrgId = null,
  submitLabel = 'Save',
  cancelLabel,
}: {
  readonly hasPermissionToShareInfo: boolean | null;
  readonly onSaved: (hasPermissionToShareInfo: boolean) => void;
  readonly onCancel: () => void;
  readonly partnerOrgId?: string | null;
  readonly submitLabel?: string;
  readonly cancelLabel?: string;
}) => {
  const changes = useBeneficiaryPlanChanges();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OptInForm, unknown, { hasPermissionToShareInfo: boolean }>({
    resolver: zodResolver(OptInFormSchema),
    defaultValues: optInFormOf(hasPermissionToShareInfo),
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const refusal = await changes.setOptIn(values.hasPermissionToShareInfo, partnerOrgId);
    if (refusal) setFailure(refusal.message);
    else onSaved(values.hasPermissionToShareInfo);
  });
  return (
    <FieldIdScope>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormFailure message={failure} />
          <p>
            The nonprofits you name as beneficiaries rely on gifts like yours. Knowing who you are
            lets them thank you and plan their work. You can change your answer at any time.
          </p>
          <FormChoices
            name="share"
            legend="Will you make the work of nonprofits easier by letting them know who you are?"
            choices={[
              { value: 'yes', label: 'Sure, let them know' },
              { value: 'no', label: 'No, I do not consent' },
            ]}
          />
          <FormActions
            onCancel={onCancel}
            cancelLabel={cancelLabel}
            submitLabel={submitLabel}
            submitting={form.formState.isSubmitting}
          />
        </form>
      </FormProvider>
    </FieldIdScope>
  );
};

/** Opt-in preferences (giving 2.4, 4.7, 5.4): one of the two answers saves the plan's opt-in. */
export const OptInPreferencesModal = ({
  open,
  hasPermissionToShareInfo,
  onClose,
}: {
  readonly open: boolean;
  readonly hasPermissionToShareInfo: boolean | null;
  readonly onClose: () => void;
}) => (
  <Modal open={open} onClose={onClose} title="Opt-in preferences">
    <OptInPreferencesForm
      hasPermissionToShareInfo={hasPermissionToShareInfo}
      onSaved={onClose}
      onCancel={onClose}
    />
  </Modal>
);
