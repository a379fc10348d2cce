import { zodResolver } from '@hookform/resolvers/zod';
import {
  dfpoaAnswerForm,
  dfpoaAnswerSchema,
  dfpoaChanges,
  dfpoaMarginChoices,
  dfpoaStateRule,
  US_STATES,
  isUsStateCode,
  type DfpoaQuestion,
  type DfpoaStep,
} from '@bequest/sdk/app';
import { useForm, useFormContext } from 'react-hook-form';
import { FormChoices, YES_NO } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { ItemList } from '../ItemList';
import { AppointmentFields } from '../AppointmentFields';
import { PersonFields } from '../PersonFields';
import { PowerList } from './PowerList';
import { StepForm } from '../StepForm';
import { useStartedDfpoa } from './dfpoa-context';
import { useDfpoaStep } from './use-dfpoa-step';

/** The fields of a question, by its kind; the heading already asks it. */
const AnswerFields = ({ step }: { readonly step: DfpoaStep }) => {
  const { state } = useStartedDfpoa();
  const { watch } = useFormContext();
  const question: DfpoaQuestion = step.question;
  switch (question.kind) {
    case 'person':
      return <PersonFields name="person" />;
    case 'appointment':
      return <AppointmentFields legend={question.asks} />;
    case 'yes-no':
      return <FormChoices name="answer" legend={step.title} choices={YES_NO} />;
    case 'powers':
      return <PowerList state={state} />;
    case 'choice':
      return (
        <>
          <FormChoices name="answer" legend={step.title} choices={question.choices} />
          {question.amount && watch('answer') === question.amount.when && (
            <FormText name="amount" label={question.amount.label} autoComplete="off" />
          )}
        </>
      );
    case 'names':
      return (
        <ItemList
          name="answer"
          legend="People who may receive gifts"
          itemLabel={(index) => `Person ${index + 1}`}
          addLabel="Add a person"
          max={20}
          blank={{ name: '' }}
        >
          {(path) => <FormText name={`${path}.name`} label="Full name" autoComplete="off" />}
        </ItemList>
      );
    case 'margin':
      return (
        <FormChoices
          name="answer"
          legend="Blank space at the top of the first page"
          choices={dfpoaMarginChoices(state).map((inches) => ({
            value: String(inches),
            label: `${inches} inches`,
          }))}
        />
      );
    case 'witnesses': {
      const count = dfpoaStateRule(state)?.witnessCount ?? 0;
      const place = isUsStateCode(state) ? US_STATES[state] : 'your state';
      return (
        <p>
          In {place} you sign in front of a notary and{' '}
          {count === 1 ? 'one witness' : `${count} witnesses`}. The document has a place for each of
          them to sign.
        </p>
      );
    }
    default:
      return null;
  }
};

/** A lettered step answered in the document itself. */
export const DfpoaAnswerStep = ({ step }: { readonly step: DfpoaStep }) => {
  const { dfpoa, state } = useStartedDfpoa();
  const { backTo, saveStep } = useDfpoaStep(step);
  const form = useForm<Record<string, unknown>, unknown, Record<string, unknown>>({
    resolver: zodResolver(dfpoaAnswerSchema(step.question)),
    defaultValues: dfpoaAnswerForm(step.question, dfpoa),
  });
  return (
    <StepForm
      question={step.title}
      help={<p>{step.help}</p>}
      form={form}
      backTo={backTo}
      onValid={(answer) => saveStep(dfpoaChanges(step.question, answer, dfpoa, state))}
    >
      <AnswerFields step={step} />
    </StepForm>
  );
};
