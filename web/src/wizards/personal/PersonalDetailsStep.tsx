import { zodResolver } from '@hookform/resolvers/zod';
import {
  ahcdPersonalDetailsSchema,
  DATE_HINT,
  toSentBirthDate,
  type AhcdPersonalDetailsForm,
} from '@bequest/sdk/app';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useCurrentUser } from '../../session/use-current-user';
import { FormText } from '../../forms/FormText';
import { useUpdateProfile } from '../../session/use-update-profile';
import { StepForm } from '../StepForm';
import type { PersonalStepProps } from './personal-step-props';
import { AddressFields } from '../../forms/AddressFields';
import { detailsDraftOf } from '../../profiles/profile-details';

/** Birth date, phone and address, kept on the profile (/ahcd/personal/2, /dfpoa/personal/1B). */
export const PersonalDetailsStep = ({ title, help, backTo, saveStep }: PersonalStepProps) => {
  const profile = useCurrentUser().data!.activeProfile;
  const today = useMemo(() => new Date(), []);
  const updateProfile = useUpdateProfile();
  const schema = ahcdPersonalDetailsSchema(today);
  const form = useForm<AhcdPersonalDetailsForm, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: detailsDraftOf(profile),
  });
  return (
    <StepForm
      question={title}
      help={<p>{help}</p>}
      form={form}
      backTo={backTo}
      onValid={async (details) =>
        (await updateProfile({
          ...details,
          birthDate: toSentBirthDate(details.birthDate),
          phone: details.phone || null,
        })) ?? saveStep({})
      }
    >
      <FormText
        name="birthDate"
        label="Date of birth"
        hint={DATE_HINT}
        inputMode="numeric"
        autoComplete="bday"
      />
      <FormText name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <AddressFields />
    </StepForm>
  );
};
