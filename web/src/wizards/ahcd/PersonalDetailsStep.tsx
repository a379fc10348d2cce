import { zodResolver } from '@hookform/resolvers/zod';
import {
  ahcdPersonalDetailsSchema,
  DATE_HINT,
  STATE_OPTIONS,
  toSentBirthDate,
  type AhcdPersonalDetailsForm,
  type AhcdStep,
} from '@bequest/sdk';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';
import { useUpdateProfile } from '../../session/use-update-profile';
import { StepForm } from '../StepForm';
import { useStartedAhcd } from './ahcd-context';
import { useAhcdStep } from './use-ahcd-step';

/** /ahcd/personal/2: birth date, phone and address, kept on the profile. */
export const PersonalDetailsStep = ({ step }: { readonly step: AhcdStep }) => {
  const { profile, today } = useStartedAhcd();
  const { backTo, saveStep } = useAhcdStep(step);
  const updateProfile = useUpdateProfile();
  const schema = ahcdPersonalDetailsSchema(today);
  const form = useForm<AhcdPersonalDetailsForm, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: {
      birthDate: profile.birthDate ? toSentBirthDate(profile.birthDate) : '',
      phone: profile.phone ?? '',
      address1: profile.address1 ?? '',
      city: profile.city ?? '',
      administrativeArea: profile.administrativeArea ?? '',
      postalCode: profile.postalCode ?? '',
    },
  });
  return (
    <StepForm
      question={step.title}
      help={<p>{step.help}</p>}
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
      <FormText name="address1" label="Street address" autoComplete="address-line1" />
      <FormText name="city" label="City" autoComplete="address-level2" />
      <FormSelect name="administrativeArea" label="State" choices={STATE_OPTIONS} />
      <FormText name="postalCode" label="ZIP code" inputMode="numeric" autoComplete="postal-code" />
    </StepForm>
  );
};
