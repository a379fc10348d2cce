import { zodResolver } from '@hookform/resolvers/zod';
import {
  ahcdAnswerForm,
  ahcdAnswerSchema,
  type AhcdQuestion,
  type AhcdStep,
} from '@bequest/sdk/app';
import { useForm, useFormContext } from 'react-hook-form';
import { FieldError, useFieldError } from '../../forms/field-error';
import { FormChoices, YES_NO } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { FormTextArea } from '../../forms/FormTextArea';
import { ItemList } from '../ItemList';
import { AppointmentFields } from '../AppointmentFields';
import { PersonFields } from '../PersonFields';
import { StepForm } from '../StepForm';
import { useStartedAhcd } from './ahcd-context';
import { useAhcdStep } from './use-ahcd-step';

interface AnswerForm {
  answer: unknown;
}

/** A confirmation the person must give, such as Utah's acknowledgements. */
const Acknowledgement = ({ statement }: { readonly statement: string }) => {
  const { register } = useFormContext<AnswerForm>();
  const error = useFieldError('answer');
  return (
    <div className="field field--checkbox">
      <input
        id="answer"
        type="checkbox"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'answer-error' : undefined}
        {...register('answer')}
      />
      <label htmlFor="answer">{statement}</label>
      <FieldError id="answer" message={error} />
    </div>
  );
};

/** The fields of a question, by its kind; the heading already asks it. */
const AnswerFields = ({
  question,
  title,
}: {
  readonly question: AhcdQuestion;
  readonly title: string;
}) => {
  switch (question.kind) {
    case 'person':
      return <PersonFields name="answer" asksRelationship={question.asksRelationship} />;
    case 'another-person':
      return <AppointmentFields legend={title} group="answer" asksRelationship={false} />;
    case 'names':
      return (
        <ItemList
          name="answer"
          legend={title}
          itemLabel={(index) => `${question.itemLabel} ${index + 1}`}
          addLabel={`Add a ${question.itemLabel.toLowerCase()}`}
          max={10}
          blank={{ name: '' }}
        >
          {(path) => <FormText name={`${path}.name`} label="Full name" autoComplete="off" />}
        </ItemList>
      );
    case 'text':
      return <FormTextArea name="answer" label={question.label} maxLength={4000} />;
    case 'yes-no':
      return <FormChoices name="answer" legend={title} choices={YES_NO} />;
    case 'choice':
      return <FormChoices name="answer" legend={title} choices={question.choices} />;
    case 'checkboxes':
      return (
        <FormChoices
          name="answer"
          legend="Check all that apply"
          multiple
          choices={question.choices}
        />
      );
    case 'acknowledgement':
      return <Acknowledgement statement={question.statement} />;
    default:
      return null;
  }
};

/** A directive step answered in the directive itself: a person, names, words or a choice. */
export const AnswerStep = ({ step }: { readonly step: AhcdStep }) => {
  const { ahcd } = useStartedAhcd();
  const { backTo, saveStep } = useAhcdStep(step);
  const form = useForm<AnswerForm, unknown, AnswerForm>({
    resolver: zodResolver(ahcdAnswerSchema(step.question)),
    defaultValues: ahcdAnswerForm(step.question, ahcd),
  });
  const field = 'field' in step.question ? step.question.field : null;
  return (
    <StepForm
      question={step.title}
      help={<p>{step.help}</p>}
      form={form}
      backTo={backTo}
      onValid={({ answer }) => saveStep(field ? { [field]: answer } : {})}
    >
      <AnswerFields question={step.question} title={step.title} />
    </StepForm>
  );
};
