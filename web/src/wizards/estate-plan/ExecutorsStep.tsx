import { ExecutorsFormSchema } from '@bequest/sdk/app';
import { FiduciariesStep } from './FiduciariesStep';
import { useEstatePlanWizard } from './estate-plan-context';

/** Executors (WILL_EXECUTORS): the first serves; the backups serve in order if they cannot. */
export const ExecutorsStep = () => {
  const { plan } = useEstatePlanWizard();
  return (
    <FiduciariesStep
      field="executors"
      schema={ExecutorsFormSchema}
      legend="Your executor and backups"
      itemLabel={(index) => (index === 0 ? 'Executor' : `Backup executor ${index}`)}
      addLabel="Add a backup executor"
      help={
        <p>
          {plan.planType === 'RLT' &&
            'Your pour-over will moves anything left outside the trust into it. '}
          Your executor gathers what you own, pays your debts and hands out your estate as your will
          says, under the court’s eye. Choose an adult you trust who is organized; a relative, a
          friend or a professional. Name a backup in case your first choice cannot serve.
        </p>
      }
    />
  );
};

export default ExecutorsStep;
