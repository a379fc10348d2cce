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
  willPathBefore,
  willStep,
  type WillBasicsForm,
} from '@bequest/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormChoices } from '../../forms/FormChoices';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';
import { useBequest } from '../../sdk-client/bequest';
import { PersonNameFields } from '../PersonNameFields';
import { StepForm } from '../StepForm';
import { useWill } from './will-context';

const PATH = '/basics/personal/profile';

/** Basics (BASIC_INFO): saved on the profile, which every document reads, and on the will. */
export const BasicsStep = () => {
  const { plan, profile, today, saveStep } = useWill();
  const bequest = useBequest();
  const queryClient = useQueryClient();
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
    const updated = await bequest.updateProfile({
      params: { profileId: profile.randId },
      body: {
        version: profile.version,
        fullName: { first: values.first, middle: values.middle, last: values.last },
        birthDate: toSentBirthDate(values.birthDate),
        administrativeArea: values.administrativeArea,
        county: values.county,
        maritalStatus: values.maritalStatus,
      },
    });
    if (updated.isErr()) return updated.error.error.message;
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    const partnered = hasPartnerStatus(values.maritalStatus);
    return saveStep(PATH, {
      maritalStatus: values.maritalStatus,
      spouse: partnered ? { fullName: values.spouse } : null,
    });
  };

  return (
    <StepForm
      question={willStep(PATH)!.question}
      form={form}
      onValid={save}
      backTo={willPathBefore(PATH)}
      help={
        <p>
          Use your full legal name as it appears on your driver’s license or passport. Your state
          and county decide which laws apply to your will and how it must be signed.
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
