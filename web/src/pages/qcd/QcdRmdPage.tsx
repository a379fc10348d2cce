import { FORM_WIDE_ERROR, QcdRmdStepSchema } from '@bequest/sdk/app';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { usePageTitle } from '../../app/use-page-title';
import { FormFailure } from '../../forms/FormFailure';
import { FormText } from '../../forms/FormText';
import { useBequest } from '@bequest/sdk/react';
import { formResolver } from '../stock-gifts/form-messages';
import { StepHeading, StepLabel } from '../stock-gifts/stock-gift-flow';
import { QcdRoute, useQcdFlow } from './qcd-flow';
import { QCD_HEAD } from './qcd-head';
import { QCD_STEP_COUNT, QCD_STEP_NUMBERS, qcdStepPath } from './qcd-paths';
import { RmdEstimate } from './RmdEstimate';

interface RmdInput {
  priorYearEndBalance: string;
}
type Rmd = z.output<typeof QcdRmdStepSchema>;
const checks = formResolver<RmdInput, Rmd>(QcdRmdStepSchema);

const RmdStep = () => {
  usePageTitle(QCD_HEAD.title, QCD_HEAD.description);
  const { gift: qcd, saved, failed } = useQcdFlow();
  const bequest = useBequest();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RmdInput, unknown, Rmd>({
    // A blank balance is no answer, which the step allows.
    resolver: (values, context, options) =>
      checks(
        { priorYearEndBalance: values.priorYearEndBalance.trim() || null } as never,
        context,
        options,
      ),
    defaultValues: { priorYearEndBalance: qcd.priorYearEndBalance ?? '' },
  });
  const { isSubmitting, isSubmitted, errors, submitCount } = form.formState;
  const lastYear = Number(qcd.distributionDate.slice(0, 4)) - 1;

  const save = async () => {
    setFailure(null);
    const typed = form.getValues('priorYearEndBalance').trim();
    const answer = await bequest.saveQcdRmd({
      params: { id: qcd.id },
      body: { priorYearEndBalance: typed || null },
    });
    if (answer.isErr()) return setFailure(failed(answer.error, form.setError));
    saved(answer.value);
  };

  return (
    <FormProvider {...form}>
      <div className="page narrow">
        <StepLabel step={QCD_STEP_NUMBERS.rmd} of={QCD_STEP_COUNT} />
        <StepHeading>Your required minimum distribution</StepHeading>
        <p>
          From the year you turn 73, the IRS asks you to take a required minimum distribution (RMD)
          from your IRA each year. A QCD counts toward it without adding to your income. Tell us
          your IRA’s balance to see how much of it this gift meets, or go on without it.
        </p>
        <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
          <FormFailure
            key={submitCount}
            message={
              failure ?? (isSubmitted && Object.keys(errors).length > 0 ? FORM_WIDE_ERROR : null)
            }
          />
          <FormText
            name="priorYearEndBalance"
            label={`Your IRA’s balance on December 31, ${lastYear}, in dollars`}
            hint="Your custodian’s year-end statement shows it."
            inputMode="decimal"
          />
          <button className="button" type="submit" disabled={isSubmitting}>
            Estimate my RMD
          </button>
        </form>
        <div role="status" className="rmd-estimate">
          <RmdEstimate qcd={qcd} />
        </div>
        <div className="step-actions">
          <Link className="button" to={qcdStepPath(qcd.id, 'answers')}>
            Back
          </Link>
          <Link className="button button--primary" to={qcdStepPath(qcd.id, 'charity')}>
            Continue
          </Link>
        </div>
      </div>
    </FormProvider>
  );
};

/**
 * The RMD step (giving 2.6 /qcd/a/qcd/{qcdId}/rmd): the IRA's prior year-end balance, kept with
 * the QCD, and the year's estimated required minimum distribution with how much of it the gift
 * meets. The balance is optional: the letter to the custodian does not need it.
 */
export const QcdRmdPage = () => (
  <QcdRoute>
    <RmdStep />
  </QcdRoute>
);
