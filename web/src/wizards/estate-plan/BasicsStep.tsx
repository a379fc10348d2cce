import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATE_HINT,
  hasPartnerStatus,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  nameForm,
  STATE_OPTIONS,
  toSentBirthDate,
  willBasicsFormSchema,
  type WillBasicsForm,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { FormChoices } from '../../forms/FormChoices';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';
import { useUpdateProfile } from '../../session/use-update-profile';
import { PersonNameFields } from '../PersonNameFields';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';
import { useTrustAvailability } from '../../documents/use-trust-availability';
import { trustNotOfferedMessage } from './trust-availability';

/** Basics (BASIC_INFO): saved on the profile, which every document reads, and on the will. */
export const BasicsStep = () => {
  const { flow, plan, profile, today, saveStep, step, backTo } = useEstatePlanWizard();
  const offersTrust = useTrustAvailability();
  const updateProfile = useUpdateProfile();
  const schema = willBasicsFormSchema(today);
  const form = useForm<WillBasicsForm, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...nameForm(profile.fullName),
      birthDate: profile.birthDate ? toSentBirthDate(profile.birthDate) : '',
      administrativeArea: profile.administrativeArea ?? '',
      county: profile.county ?? '',
      maritalStatus: plan.maritalStatus ?? profile.maritalStatus ?? null,
      spouse: nameForm(plan.spouse?.fullName),
    },
  });
  const married = hasPartnerStatus(form.watch('maritalStatus'));

  const save = async (values: ReturnType<typeof schema.parse>) => {
    if (flow.planType === 'RLT' && !offersTrust(values.administrativeArea)) {
      form.setError('administrativeArea', {
        message: trustNotOfferedMessage(values.administrativeArea),
      });
      return null;
    }
    const failure = await updateProfile({
      fullName: { first: values.first, middle: values.middle, last: values.last },
      birthDate: toSentBirthDate(values.birthDate),
      administrativeArea: values.administrativeArea,
      county: values.county,
      maritalStatus: values.maritalStatus,
    });
    if (failure) return failure;
    const partnered = hasPartnerStatus(values.maritalStatus);
    return saveStep({
      maritalStatus: values.maritalStatus,
      spouse: partnered ? { fullName: values.spouse } : null,
    });
  };

  return (
    <StepForm
      question={step.question}
      form={form}
      onValid={save}
      backTo={backTo}
      help={
        <p>
          Use your full legal name as it appears on your driver’s license or passport. Your state
          and county decide which laws apply to your documents and how it must be signed.
        </p>
      }
    >
      <fieldset className="items">
        <legend>Your legal name</legend>
        <FormText name="first" label="First name" autoComplete="given-name" />
        <FormText name="middle" label="Middle name (optional)" autoComplete="additional-name" />
        <FormText name="last" label="Last name" autoComplete="family-name" />
      </fieldset>
      <FormText
        name="birthDate"
        label="Date of birth"
        hint={DATE_HINT}
        inputMode="numeric"
        autoComplete="bday"
      />
      <FormSelect name="administrativeArea" label="State you live in" choices={STATE_OPTIONS} />
      <FormText name="county" label="County" autoComplete="off" />
      <FormChoices
        name="maritalStatus"
        legend="Your marital status"
        choices={MARITAL_STATUSES.map((status) => ({
          value: status,
          label: MARITAL_STATUS_LABELS[status],
        }))}
      />
      {married && (
        <fieldset className="items">
          <legend>Your spouse or partner’s legal name</legend>
          <PersonNameFields name="spouse" />
        </fieldset>
      )}
    </StepForm>
  );
};

export default BasicsStep;
