import { zodResolver } from '@hookform/resolvers/zod';
import {
  isUsStateCode,
  ProvisionsFormSchema,
  US_STATES,
  WILL_EXECUTION_RULES,
  type ProvisionsForm,
  type WillSelfProof,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { FormChoices, YES_NO } from '../../forms/FormChoices';
import { StepForm } from '../StepForm';
import { savedYesNo } from './answered';
import { useEstatePlanWizard } from './estate-plan-context';

const SELF_PROOF_NOTE: Readonly<
  Record<WillSelfProof, (state: string, document: string) => string>
> = {
  AFFIDAVIT: (state, document) =>
    `${state} recognizes a self-proving affidavit, so we attach one to your ${document}. Signed before a notary, it spares your witnesses from being called to court.`,
  WITNESS_AFFIDAVIT: (state, document) =>
    `In ${state} each witness may sign an affidavit before a notary, when you sign your ${document} or later; we attach the form. It spares your witnesses from being called to court.`,
  ATTESTATION_CLAUSE: (state, document) =>
    `In ${state} your witnesses' signed statement at the end of your ${document} proves it in court, so no affidavit or notary is needed.`,
  NONE: (state) =>
    `${state} has no self-proving affidavit for a paper will; your witnesses’ signatures are enough to sign it.`,
};

/**
 * Provisions (PROVISIONS): the no-contest clause, where the state enforces one, and the
 * will's self-proof: the affidavit wherever the state recognizes one, Illinois' attestation clause.
 */
export const ProvisionsStep = () => {
  const { flow, plan, profile, saveStep, step, backTo } = useEstatePlanWizard();
  const noun = flow.planType === 'WILL' ? 'will' : 'trust';
  const document = flow.planType === 'WILL' ? 'will' : 'pour-over will';
  const state = isUsStateCode(profile.administrativeArea) ? profile.administrativeArea : null;
  const rule = state ? WILL_EXECUTION_RULES[state] : null;
  const form = useForm<ProvisionsForm, unknown, ReturnType<typeof ProvisionsFormSchema.parse>>({
    resolver: zodResolver(ProvisionsFormSchema),
    defaultValues: {
      hasNoContestClause: savedYesNo(plan, 'PROVISIONS', plan.hasNoContestClause),
    },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) =>
        saveStep({
          hasNoContestClause: values.hasNoContestClause === 'yes',
          hasSelfProvingAffidavit: rule !== null && rule.selfProof !== 'NONE',
        })
      }
      help={
        <p>
          A no-contest clause says that anyone who challenges your {noun} in court and loses gets
          nothing under it. It discourages disputes among people you leave something to.
        </p>
      }
    >
      {rule && state && !rule.noContestEnforceable && (
        <p className="notice">
          {US_STATES[state]} does not enforce no-contest clauses, so your {noun} leaves it out
          whatever you answer.
        </p>
      )}
      <FormChoices
        name="hasNoContestClause"
        legend="Include a no-contest clause?"
        choices={YES_NO}
      />
      {rule && state && <p>{SELF_PROOF_NOTE[rule.selfProof](US_STATES[state], document)}</p>}
    </StepForm>
  );
};

export default ProvisionsStep;
