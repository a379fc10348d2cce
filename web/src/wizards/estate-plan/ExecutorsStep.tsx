import { zodResolver } from '@hookform/resolvers/zod';
import { ExecutorsFormSchema, fiduciaryOf, nameForm, type ExecutorsForm } from '@bequest/sdk';
import { useForm } from 'react-hook-form';
import { PeopleList } from '../PeopleList';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';

/** Executors (WILL_EXECUTORS): the first serves; the backups serve in order if they cannot. */
export const ExecutorsStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm<ExecutorsForm, unknown, ReturnType<typeof ExecutorsFormSchema.parse>>({
    resolver: zodResolver(ExecutorsFormSchema),
    defaultValues: {
      executors: plan.executors.length
        ? plan.executors.map((executor) => nameForm(executor.fullName))
        : [nameForm(null)],
    },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) =>
        saveStep({ executors: values.executors.map((name) => fiduciaryOf(name)) })
      }
      help={
        <p>
          {plan.planType === 'RLT' &&
            'Your pour-over will moves anything left outside the trust into it. '}
          Your executor gathers what you own, pays your debts and hands out your estate as your will
          says, under the court’s eye. Choose an adult you trust who is organised; a relative, a
          friend or a professional. Name a backup in case your first choice cannot serve.
        </p>
      }
    >
      <PeopleList
        name="executors"
        legend="Your executor and backups"
        itemLabel={(index) => (index === 0 ? 'Executor' : `Backup executor ${index}`)}
        addLabel="Add a backup executor"
        max={3}
      />
    </StepForm>
  );
};

export default ExecutorsStep;
