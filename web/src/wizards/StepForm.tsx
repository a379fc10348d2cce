import { FORM_WIDE_ERROR } from '@bequest/sdk/app';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormFailure } from '../forms/FormFailure';
import { usePageTitle } from '../app/use-page-title';
import { HelpButton } from './HelpButton';

/**
 * One wizard step: its question as the page's heading, the help for it, its fields, Back and
 * "Save and continue". A refused form shows the form-wide message of documents.md 5.1; a failed
 * save shows why and keeps every answer as typed.
 */
export const StepForm = <Values extends FieldValues, Output>({
  question,
  help,
  form,
  onValid,
  backTo,
  submitLabel = 'Save and continue',
  children,
}: {
  readonly question: string;
  readonly help?: ReactNode;
  readonly form: UseFormReturn<Values, unknown, Output>;
  /** Saves the answers: the failure's message, or null once saved. */
  readonly onValid: (values: Output) => Promise<string | null>;
  readonly backTo: string | null;
  readonly submitLabel?: string;
  readonly children: ReactNode;
}) => {
  usePageTitle(`${question}`);
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitted, isSubmitting, isValid, errors } = form.formState;
  const refused = isSubmitted && !isValid && Object.keys(errors).length > 0;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setFailure(await onValid(values));
  });
  return (
    <FormProvider {...form}>
      <form className="step" onSubmit={submit} noValidate>
        <h1>{question}</h1>
        {help && <HelpButton question={question}>{help}</HelpButton>}
        <FormFailure message={failure ?? (refused ? FORM_WIDE_ERROR : null)} />
        {children}
        <div className="step-actions">
          {backTo && (
            <Link className="button" to={backTo}>
              Back
            </Link>
          )}
          <button className="button button--primary" type="submit" disabled={isSubmitting}>
            {submitLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
};
