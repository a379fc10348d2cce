import { zodResolver } from '@hookform/resolvers/zod';
import { LegalNameFormSchema, nameForm, type LegalNameForm } from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { useCurrentUser } from '../../session/use-current-user';
import { useUpdateProfile } from '../../session/use-update-profile';
import { FormText } from '../../forms/FormText';
import { StepForm } from '../StepForm';
import type { PersonalStepProps } from './personal-step-props';

/** The legal name, kept on the profile, and the account's e-mail (/ahcd/personal/1, 1A). */
export const PersonalNameStep = ({ title, help, backTo, saveStep }: PersonalStepProps) => {
  const profile = useCurrentUser().data!.activeProfile;
  const email = useCurrentUser().data?.email;
  const updateProfile = useUpdateProfile();
  const form = useForm<LegalNameForm, unknown, ReturnType<typeof LegalNameFormSchema.parse>>({
    resolver: zodResolver(LegalNameFormSchema),
    defaultValues: nameForm(profile.fullName),
  });
  return (
    <StepForm
      question={title}
      help={<p>{help}</p>}
      form={form}
      backTo={backTo}
      onValid={async (fullName) => (await updateProfile({ fullName })) ?? saveStep({})}
    >
      <FormText name="first" label="First name" autoComplete="given-name" />
      <FormText name="middle" label="Middle name (optional)" autoComplete="additional-name" />
      <FormText name="last" label="Last name" autoComplete="family-name" />
      <p>
        Your e-mail address: <strong>{email}</strong>
      </p>
    </StepForm>
  );
};
