import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_REGISTRY,
  fullNameToString,
  nomineeSharingFormSchema,
  planNominees,
  type ExperimentArmView,
  type NomineeSharingForm,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useExperiment, useExposedWhen } from '../../experiments/use-experiment';
import { FieldError, useFieldError } from '../../forms/field-error';
import { FormText } from '../../forms/FormText';
import { useNotifyNominees, useSaveDocument, useTenant } from '@bequest/sdk/react';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';

/** The list's own error: the resolver files it under `nominees.root`, the fields being a list. */
const NobodyChosen = () => <FieldError id="nominees" message={useFieldError('nominees.root')} />;

/**
 * Nominee sharing (documents.md 2.7): the people a finished will or trust names, with the
 * address to write to; the chosen ones are told by e-mail and the time is kept. In the optional
 * arm of FW_SHARE_WILL_FLOW_USERS_OPTIONAL (ADR 0023) choosing nobody is fine: the person may
 * skip to their next steps, and sending with nobody chosen goes there too.
 */
export const NomineeSharingPage = () => {
  const experiment = useExperiment('FW_SHARE_WILL_FLOW_USERS_OPTIONAL');
  return experiment.settled ? <NomineeSharingScreen arm={experiment.view} /> : null;
};

const NomineeSharingScreen = ({ arm }: { readonly arm: ExperimentArmView | null }) => {
  const optional = arm?.arm === 'optional';
  const { flow, plan, view } = useEstatePlanWizard();
  const navigate = useNavigate();
  const kind = DOCUMENT_REGISTRY[flow.planType].slug;
  const noun = flow.planType === 'WILL' ? 'will' : 'trust';
  const sharing = useTenant().data?.configuration.nomineeSharing;
  const save = useSaveDocument(kind);
  const notifyNominees = useNotifyNominees(kind);
  const [told, setTold] = useState<string | null>(null);
  const nominees = planNominees(plan);
  const schema = nomineeSharingFormSchema({ nobodyAllowed: optional });
  const form = useForm<NomineeSharingForm, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: {
      nominees: nominees.map((nominee) => ({
        randId: nominee.randId,
        tell: false,
        email: nominee.email ?? '',
      })),
    },
  });

  const formShown = Boolean(sharing) && view.summary.isComplete && nominees.length > 0;
  useExposedWhen('FW_SHARE_WILL_FLOW_USERS_OPTIONAL', arm, formShown);

  if (!formShown)
    return (
      <div className="step">
        <h1>Tell the people you named</h1>
        <p>
          {!sharing
            ? 'Telling your nominees by e-mail is not available here; share your plan with them yourself.'
            : nominees.length === 0
              ? `Your ${noun} names no executor, trustee, guardian or custodian yet.`
              : `Finish your ${noun} first, then come back to tell the people you named.`}
        </p>
        <Link to={flow.base}>Back to my {noun}</Link>
      </div>
    );

  const tell = async (values: ReturnType<typeof schema.parse>) => {
    setTold(null);
    if (!values.nominees.some((nominee) => nominee.tell)) {
      await navigate(flow.nextStepsPath);
      return null;
    }
    const withAddresses = nominees.map((nominee, index) => ({
      ...nominee,
      email: values.nominees[index]?.email || nominee.email,
    }));
    const failure = await save({ changes: { nominees: withAddresses } });
    if (failure) return failure;
    const chosen = values.nominees
      .filter((nominee) => nominee.tell)
      .map((nominee) => nominee.randId);
    const sent = await notifyNominees.mutateAsync({
      params: { kind },
      body: { nomineeIds: chosen },
    });
    if (sent.isErr()) return sent.error.error.message;
    const names = withAddresses
      .filter((nominee) => chosen.includes(nominee.randId))
      .map((nominee) => fullNameToString(nominee.fullName));
    setTold(`We e-mailed ${[...new Set(names)].join(', ')}.`);
    form.reset({ nominees: values.nominees.map((nominee) => ({ ...nominee, tell: false })) });
    return null;
  };

  return (
    <StepForm
      question="Tell the people you named"
      form={form}
      backTo={flow.nextStepsPath}
      submitLabel="Send the e-mails"
      onValid={tell}
      help={
        <p>
          People you name should know before they are needed. We send each one a short e-mail saying
          that you named them and what the role means. We do not send your {noun}.
        </p>
      }
    >
      <p role="status" className="notice">
        {told}
      </p>
      {nominees.map((nominee, index) => (
        <fieldset key={nominee.randId} className="item">
          <legend>
            {fullNameToString(nominee.fullName)}, {nominee.role}
          </legend>
          <div className="field field--checkbox">
            <input
              id={`nominees-${index}-tell`}
              type="checkbox"
              {...form.register(`nominees.${index}.tell`)}
            />
            <label htmlFor={`nominees-${index}-tell`}>
              Tell {fullNameToString(nominee.fullName)}
            </label>
          </div>
          <FormText
            name={`nominees.${index}.email`}
            label="E-mail address"
            type="email"
            autoComplete="off"
          />
          {nominee.lastNotifiedAt && (
            <p className="field-hint">
              Last told on {new Date(nominee.lastNotifiedAt).toLocaleDateString()}.
            </p>
          )}
        </fieldset>
      ))}
      <NobodyChosen />
      {optional && (
        <p>
          Telling them is up to you. <Link to={flow.nextStepsPath}>Skip for now</Link>
        </p>
      )}
    </StepForm>
  );
};

export default NomineeSharingPage;
