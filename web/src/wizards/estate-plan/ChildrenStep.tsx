import { zodResolver } from '@hookform/resolvers/zod';
import {
  childrenFormSchema,
  DATE_HINT,
  EMPTY_NAME,
  fiduciaryOf,
  isMinorOn,
  nameForm,
  toIsoBirthDate,
  toSentBirthDate,
  type ChildrenForm,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { FormChoices, YES_NO } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { ItemList } from '../ItemList';
import { PeopleList } from '../PeopleList';
import { PersonNameFields } from '../PersonNameFields';
import { StepForm } from '../StepForm';
import { savedYesNo } from './answered';
import { useEstatePlanWizard } from './estate-plan-context';

/** Children (CHILDREN): each child with a birth date, and guardians when one is a minor. */
export const ChildrenStep = () => {
  const { plan, today, saveStep, step, backTo } = useEstatePlanWizard();
  const schema = childrenFormSchema(today);
  const form = useForm<ChildrenForm, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: {
      hasChildren: savedYesNo(plan, 'CHILDREN', plan.children.length > 0),
      children: plan.children.map((child) => ({
        ...nameForm(child.fullName),
        birthDate: child.birthDate ? toSentBirthDate(child.birthDate) : '',
      })),
      guardians: plan.guardians.map((guardian) => nameForm(guardian.fullName)),
    },
  });
  const hasChildren = form.watch('hasChildren') === 'yes';
  const hasMinor = form
    .watch('children')
    .some((child) => isMinorOn(toIsoBirthDate(child.birthDate ?? ''), today));

  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) =>
        saveStep({
          children:
            values.hasChildren === 'yes'
              ? values.children.map(({ birthDate, ...name }) => ({ fullName: name, birthDate }))
              : [],
          guardians:
            values.hasChildren === 'yes' ? values.guardians.map((name) => fiduciaryOf(name)) : [],
        })
      }
      help={
        <p>
          Name every child, including adult children and children you do not wish to leave anything
          to, so no one can say they were forgotten. A guardian raises your children under 18 if
          neither parent can; the court follows your choice unless it is clearly not in the child’s
          interest.
        </p>
      }
    >
      <FormChoices name="hasChildren" legend="Do you have children?" choices={YES_NO} />
      {hasChildren && (
        <ItemList
          name="children"
          legend="Your children"
          itemLabel={(index) => `Child ${index + 1}`}
          addLabel="Add a child"
          max={20}
          blank={{ ...EMPTY_NAME, birthDate: '' }}
        >
          {(path) => (
            <>
              <PersonNameFields name={path} />
              <FormText
                name={`${path}.birthDate`}
                label="Date of birth"
                hint={DATE_HINT}
                inputMode="numeric"
              />
            </>
          )}
        </ItemList>
      )}
      {hasChildren && hasMinor && (
        <PeopleList
          name="guardians"
          legend="Guardian for your minor children"
          itemLabel={(index) => (index === 0 ? 'Guardian' : 'Backup guardian')}
          addLabel="Add a guardian"
          max={2}
        />
      )}
    </StepForm>
  );
};

export default ChildrenStep;
