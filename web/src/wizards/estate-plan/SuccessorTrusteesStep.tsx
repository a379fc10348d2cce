import { SuccessorTrusteesFormSchema } from '@bequest/sdk/app';
import { FiduciariesStep } from './FiduciariesStep';
import { useEstatePlanWizard } from './estate-plan-context';

/**
 * Successor trustees (SUCCESSOR): who manages the trust when its makers no longer can. Where the
 * tenant asks once for both roles, the same people are the pour-over will's executors too.
 */
export const SuccessorTrusteesStep = () => {
  const { plan, flow } = useEstatePlanWizard();
  return (
    <FiduciariesStep
      field="successorTrustees"
      alsoField={flow.trusteesAreExecutors ? 'executors' : undefined}
      schema={SuccessorTrusteesFormSchema}
      legend="Your successor trustee and backups"
      itemLabel={(index) => (index === 0 ? 'Successor trustee' : `Backup trustee ${index}`)}
      addLabel="Add a backup trustee"
      help={
        <p>
          {plan.isJoint ? 'You both manage' : 'You manage'} the trust while{' '}
          {plan.isJoint ? 'either of you is' : 'you are'} alive and able. A successor trustee takes
          over after that: they manage the property, pay the bills and hand everything out as the
          trust says, without going to probate court. Name someone you trust, and a backup.
          {flow.trusteesAreExecutors &&
            ' They also serve as the executors of your pour-over will, which moves anything left outside the trust into it.'}
        </p>
      }
    />
  );
};

export default SuccessorTrusteesStep;
