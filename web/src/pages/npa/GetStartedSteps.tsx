import {
  FORM_WIDE_ERROR,
  hasPartnerStatus,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  STATE_OPTIONS,
  type MaritalStatus,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FieldIdScope } from '../../forms/field-error';
import { FormChoices } from '../../forms/FormChoices';
import { FormFailure } from '../../forms/FormFailure';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';
import { useCurrentUser } from '../../session/use-current-user';
import { useUpdateProfile } from '../../session/use-update-profile';
import { NpaStepFrame, useStepPath } from './npa-flow';

/** /npa/get-started/tutorial: what the flow does and what it asks, before the first question. */
export const TutorialStep = () => {
  const stepPath = useStepPath();
  return (
    <NpaStepFrame title="How your Beneficiary Plan works">
      <p>
        Some of what you own passes outside your will, to whoever is named with the institution that
        holds it. This plan helps you make sure those names are the ones you want.
      </p>
      <ol>
        <li>
          <strong>Tell us about yourself.</strong> Your name, your state and whether you are married
          or have a partner.
        </li>
        <li>
          <strong>Add an asset.</strong> A retirement account, life insurance, an annuity, a joint
          or payable-on-death account.
        </li>
        <li>
          <strong>Choose beneficiaries.</strong> Primary beneficiaries receive it; contingent ones
          receive it if no primary beneficiary survives you. People and charities can be both.
        </li>
        <li>
          <strong>File it.</strong> We tell you which form the institution needs and where to send
          it; you tell us once it is filed.
        </li>
      </ol>
      <p>You can leave at any time: coming back takes you to the step where you stopped.</p>
      <Link className="button button--primary" to={stepPath('complete-profile')}>
        Continue
      </Link>
    </NpaStepFrame>
  );
};

interface ProfileForm {
  first: string;
  last: string;
  administrativeArea: string;
  maritalStatus: MaritalStatus | null;
}

const REQUIRED = {
  first: 'Please enter your first name',
  last: 'Please enter your last name',
  administrativeArea: 'Please choose your state',
  maritalStatus: 'Please choose your marital status',
} as const;

/** Each answer is needed; a missing one is named in its own words. */
const resolver: Resolver<ProfileForm> = async (values) => {
  const missing = (Object.keys(REQUIRED) as (keyof ProfileForm)[]).filter(
    (field) => !String(values[field] ?? '').trim(),
  );
  if (missing.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    missing.map((field) => [field, { type: 'required', message: REQUIRED[field] }]),
  ) as FieldErrors<ProfileForm>;
  return { values: {}, errors };
};

/**
 * /npa/get-started/complete-profile: the name, state and marital status the plan needs (the
 * owner question offers a spouse or partner only to those who have one, giving 4.3), saved on
 * the profile; then the next step.
 */
export const CompleteProfileStep = () => {
  const profile = useCurrentUser().data!.activeProfile;
  const updateProfile = useUpdateProfile();
  const navigate = useNavigate();
  const stepPath = useStepPath();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileForm>({
    resolver,
    defaultValues: {
      first: profile.fullName.first ?? '',
      last: profile.fullName.last ?? '',
      administrativeArea: profile.administrativeArea ?? '',
      maritalStatus: profile.maritalStatus ?? null,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const refusal = await updateProfile({
      fullName: { ...profile.fullName, first: values.first.trim(), last: values.last.trim() },
      administrativeArea: values.administrativeArea,
      maritalStatus: values.maritalStatus,
    });
    if (refusal) setFailure(refusal);
    else navigate(stepPath('asset'));
  });
  return (
    <NpaStepFrame title="Tell us about yourself">
      <FieldIdScope>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <FormFailure
              message={
                failure ??
                (form.formState.isSubmitted && !form.formState.isValid ? FORM_WIDE_ERROR : null)
              }
            />
            <FormText name="first" label="First name" autoComplete="given-name" />
            <FormText name="last" label="Last name" autoComplete="family-name" />
            <FormSelect name="administrativeArea" label="State" choices={STATE_OPTIONS} />
            <FormChoices
              name="maritalStatus"
              legend="What is your marital status?"
              hint={
                hasPartnerStatus(form.watch('maritalStatus'))
                  ? 'You can then list accounts you hold jointly with your spouse or partner.'
                  : undefined
              }
              choices={MARITAL_STATUSES.map((status) => ({
                value: status,
                label: MARITAL_STATUS_LABELS[status],
              }))}
            />
            <div className="step-actions">
              <Link className="button" to={stepPath('tutorial')}>
                Back
              </Link>
              <button
                className="button button--primary"
                type="submit"
                disabled={form.formState.isSubmitting}
              >
                Save and continue
              </button>
            </div>
          </form>
        </FormProvider>
      </FieldIdScope>
    </NpaStepFrame>
  );
};
