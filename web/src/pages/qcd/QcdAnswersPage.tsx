import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBequest } from '@bequest/sdk/react';
import { GiftStepForm } from '../stock-gifts/GiftStepForm';
import { answersOf, lastFourOf, qcdBody } from './qcd-answers';
import { QcdAnswersFields, useQcdAnswersForm } from './QcdAnswersFields';
import { QcdRoute, useQcdFlow } from './qcd-flow';
import type { QcdProblems } from './QcdParticulars';
import { QCD_HEAD } from './qcd-head';
import { QCD_STEP_COUNT, qcdStepPath } from './qcd-paths';

const AnswersStep = () => {
  const { gift: qcd, saved, failed } = useQcdFlow();
  const bequest = useBequest();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const kept = lastFourOf(qcd.accountNumber);
  const form = useQcdAnswersForm(answersOf(qcd), kept);
  // Why the final step could not submit, put on the fields it names.
  const problems = (useLocation().state as { problems?: QcdProblems } | null)?.problems;
  useEffect(() => {
    for (const [name, message] of Object.entries(problems ?? {}))
      form.setError(name as 'amount', { message });
  }, [problems, form]);

  const save = async () => {
    setFailure(null);
    const answer = await bequest.saveQcd({
      params: { id: qcd.id },
      body: qcdBody(form.getValues(), qcd.recipient.ein, kept),
    });
    if (answer.isErr()) return setFailure(failed(answer.error, form.setError));
    saved(answer.value);
    void navigate(qcdStepPath(qcd.id, 'rmd'));
  };

  return (
    <GiftStepForm
      step={1}
      steps={QCD_STEP_COUNT}
      title="About you and your IRA"
      head={QCD_HEAD}
      form={form}
      failure={failure}
      onValid={save}
      backTo={null}
      intro={
        <p>
          Your gift to <strong>{qcd.recipient.legalName}</strong>. Change any answer, then go on to
          the next steps.
        </p>
      }
    >
      <QcdAnswersFields maskedAccountNumber={qcd.accountNumber} />
    </GiftStepForm>
  );
};

/** A started QCD's answers, to change them (giving 2.6 /qcd/a/qcd/{qcdId}). */
export const QcdAnswersPage = () => (
  <QcdRoute>
    <AnswersStep />
  </QcdRoute>
);
