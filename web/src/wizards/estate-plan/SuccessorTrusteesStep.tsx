import { zodResolver } from '@hookform/resolvers/zod';
import {
  fiduciaryOf,
  nameForm,
  SuccessorTrusteesFormSchema,
  type SuccessorTrusteesForm,
} from '@bequest/sdk';
import { useForm } from 'react-hook-form';
import { PeopleList } from '../PeopleList';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';

/** Successor trustees (SUCCESSOR): who manages the trust when its makers no longer can. */
export const SuccessorTrusteesStep = () => {
  const { plan, step, backTo, saveStep } = useEstatePlanWizard();
  const form = useForm<
    SuccessorTrusteesForm,
    unknown,
    ReturnType<typeof SuccessorTrusteesFormSchema.parse>
  >({
    resolver: zodResolver(SuccessorTrusteesFormSchema),
    defaultValues: {
      successorTrustees: plan.successorTrustees.length
        ? plan.successorTrustees.map((trustee) => nameForm(trustee.fullName))
        : [nameForm(null)],
    },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) =>
        saveStep({
          successorTrustees: values.successorTrustees.map((name) => fiduciaryOf(name)),
        })
      }
      help={
        <p>
          {plan.isJoint ? 'You both manage' : 'You manage'} the trust while{' '}
          {plan.isJoint ? 'either of you is' : 'you are'} alive and able. A successor trustee takes
          over after that: they manage the property, pay the bills and hand everything out as the
          trust says, without going to probate court. Name someone you trust, and a backup.
        </p>
      }
    >
      <PeopleList
        name="successorTrustees"
        legend="Your successor trustee and backups"
        itemLabel={(index) => (index === 0 ? 'Successor trustee' : `Backup trustee ${index}`)}
        addLabel="Add a backup trustee"
        max={3}
      />
    </StepForm>
  );
};

export default SuccessorTrusteesStep;
