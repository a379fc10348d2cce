import { FORM_WIDE_ERROR } from '@bequest/sdk/app';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useAppRunning } from '../../browser/browser-fact';
import { FormFailure } from '../../forms/FormFailure';
import { StepHeading, StepLabel, type PageHead } from './stock-gift-flow';

/**
 * One step of a gift of securities: "Step n of 6", its question as the page's heading (focused
 * on arrival), why it was refused (announced), its fields, Back and its button. A form refused
 * by its own checks says so above the fields, and the first field at fault takes the focus.
 */
export const GiftStepForm = <Values extends FieldValues, Output>({
  step,
  steps,
  title,
  head = { title },
  intro,
  form,
  failure,
  onValid,
  backTo,
  submitLabel = 'Save and continue',
  children,
}: {
  readonly step: number;
  /** How many steps the flow has, when not a gift of securities' six. */
  readonly steps?: number;
  readonly title: string;
  readonly head?: PageHead;
  readonly intro?: ReactNode;
  readonly form: UseFormReturn<Values, unknown, Output>;
  /** Why the last save failed, or null. */
  readonly failure: string | null;
  readonly onValid: (values: Output) => Promise<void>;
  readonly backTo: string | null;
  readonly submitLabel?: string;
  readonly children: ReactNode;
}) => {
  usePageTitle(head.title, head.description);
  const running = useAppRunning();
  const { isSubmitted, isSubmitting, errors, submitCount } = form.formState;
  const refused = isSubmitted && Object.keys(errors).length > 0;
  return (
    <FormProvider {...form}>
      <div className="page narrow">
        <StepLabel step={step} {...(steps && { of: steps })} />
        <StepHeading>{title}</StepHeading>
        {intro}
        <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
          {/* A new key per try, so the same message is announced again. */}
          <FormFailure key={submitCount} message={failure ?? (refused ? FORM_WIDE_ERROR : null)} />
          {children}
          <div className="step-actions">
            {backTo && (
              <Link className="button" to={backTo}>
                Back
              </Link>
            )}
            <button
              className="button button--primary"
              type="submit"
              disabled={isSubmitting || !running}
            >
              {submitLabel}
            </button>
          </div>
        </form>
      </div>
    </FormProvider>
  );
};
