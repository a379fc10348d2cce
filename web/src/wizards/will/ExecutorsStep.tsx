import { zodResolver } from '@hookform/resolvers/zod';
import {
  ExecutorsFormSchema,
  fiduciaryOf,
  nameForm,
  willPathBefore,
  willStep,
  type ExecutorsForm,
} from '@bequest/sdk';
import { useForm } from 'react-hook-form';
import { PeopleList } from '../PeopleList';
import { StepForm } from '../StepForm';
import { useWill } from './will-context';

const PATH = '/provisions/executors';

/** Executors (WILL_EXECUTORS): the first serves; the backups serve in order if they cannot. */
export const ExecutorsStep = () => {
  const { plan, saveStep } = useWill();
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
      question={willStep(PATH)!.question}
      form={form}
      backTo={willPathBefore(PATH)}
      onValid={(values) =>
        saveStep(PATH, { executors: values.executors.map((name) => fiduciaryOf(name)) })
      }
      help={
        <p>
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
