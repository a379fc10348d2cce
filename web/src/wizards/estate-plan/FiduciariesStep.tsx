import { zodResolver } from '@hookform/resolvers/zod';
import {
  fiduciaryOf,
  nameForm,
  type ExecutorsFormSchema,
  type Fiduciary,
  type FiduciariesForm,
} from '@bequest/sdk/app';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PeopleList } from '../PeopleList';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';

/**
 * A step naming people in order, the first serving and the others as backups: executors or
 * successor trustees. An empty list starts with one person to name.
 */
export const FiduciariesStep = ({
  field,
  alsoField,
  schema,
  legend,
  itemLabel,
  addLabel,
  help,
}: {
  readonly field: 'executors' | 'successorTrustees';
  /** Another role the same people take, saved with them (trustees as executors, ADR 0030). */
  readonly alsoField?: 'executors' | 'successorTrustees';
  readonly schema: typeof ExecutorsFormSchema;
  readonly legend: string;
  readonly itemLabel: (index: number) => string;
  readonly addLabel: string;
  readonly help: ReactNode;
}) => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const saved: Fiduciary[] = plan[field];
  const form = useForm<FiduciariesForm, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: {
      people: saved.length ? saved.map((person) => nameForm(person.fullName)) : [nameForm(null)],
    },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) => {
        const people = values.people.map((name) => fiduciaryOf(name));
        return saveStep({ [field]: people, ...(alsoField && { [alsoField]: people }) });
      }}
      help={help}
    >
      <PeopleList name="people" legend={legend} itemLabel={itemLabel} addLabel={addLabel} max={3} />
    </StepForm>
  );
};
